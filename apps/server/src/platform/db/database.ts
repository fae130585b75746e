import { AsyncLocalStorage } from 'node:async_hooks'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { EMBEDDED_SOCKET_PORT, startEmbeddedServer, type EmbeddedServer } from './embedded.ts'

export type Db = NodePgDatabase
/** What a service receives: the root handle or a transaction handle. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * `template` (embedded): a PGlite data-dir dump (`dumpDataDir`) to start from instead of
 * an empty cluster; tests start every file from one migrated dump (decision 040).
 */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string; template?: string }

export interface Database {
  kind: DatabaseTarget['kind']
  db: Db
  pool: pg.Pool
  ping(): Promise<boolean>
  /**
   * Once the start is over: the start-up garbage of the database's own thread (the embedded
   * database's worker; PostgreSQL is another process), decision 064 "Since (stop 69)".
   */
  collectStartupGarbage(): void
  close(): Promise<void>
}

/** An open root transaction: what runs once it commits (`afterCommit`). */
interface OpenTransaction {
  committed: (() => void)[]
}

const insideTransaction = new AsyncLocalStorage<OpenTransaction>()

/**
 * Runs `hook` once the root transaction the caller is inside commits (never if it rolls
 * back); outside a transaction, at once. A hook must not throw (its errors are its own).
 */
export function afterCommit(hook: () => void): void {
  const open = insideTransaction.getStore()
  if (open) open.committed.push(hook)
  else hook()
}

/**
 * Settings every connection starts with (startup parameters, so no extra round trip):
 * - directory search (issue 4, decision 007): a short misspelt name ("Okafr", "mya")
 *   scores 0.28-0.6 word similarity; pg_trgm's default threshold of 0.6 misses it;
 * - no parallel workers: on two shared cores they add cost under concurrent load (P1).
 */
const SESSION_SETTINGS =
  '-c pg_trgm.word_similarity_threshold=0.25 -c max_parallel_workers_per_gather=0'

export class RootHandleInTransactionError extends Error {
  constructor() {
    super(
      'A query used the root database handle while a transaction was open. ' +
        'Pass the transaction handle (tx) instead: on the embedded database the root ' +
        'handle waits for the connection the transaction holds, forever.',
    )
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      options: SESSION_SETTINGS,
      max: 10,
      idleTimeoutMillis: 30_000,
      // A partitioned or restarting server fails requests instead of hanging them.
      connectionTimeoutMillis: 5_000,
    })
    return wrap('postgres', pool, { stop: async () => undefined, collectGarbage: () => undefined })
  }
  const embedded = await startEmbeddedServer(target.dataDir, target.template)
  // PGlite is one session: exactly one connection, kept open.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: EMBEDDED_SOCKET_PORT,
    database: 'postgres',
    user: 'postgres',
    options: SESSION_SETTINGS,
    max: 1,
    idleTimeoutMillis: 0,
    // Requests queue for the one connection; give up rather than wait forever.
    connectionTimeoutMillis: 30_000,
    // PGlite is one session whichever connection talks to it. The pool replaces its
    // connection after a query fails, and the session still holds the old one's named
    // statements, which the new connection's driver does not know of: its first Parse of one
    // (the chat send, decision 080) would fail with 42P05 until a restart. A new connection
    // forgets them first: the pool awaits this hook before it hands the connection out (a
    // query queued beside another on one client is deprecated in pg 8, refused in pg 9).
    onConnect: async (client: pg.ClientBase) => {
      await client.query('DEALLOCATE ALL').catch(() => undefined)
    },
  })
  return wrap('embedded', pool, embedded)
}

function wrap(
  kind: Database['kind'],
  pool: pg.Pool,
  server: Pick<EmbeddedServer, 'stop' | 'collectGarbage'>,
): Database {
  // A pool error on an idle client (e.g. PostgreSQL restarted) must not crash the process.
  pool.on('error', () => undefined)
  guardRootHandle(pool)
  const db = drizzle(pool)
  const transaction = db.transaction.bind(db)
  db.transaction = async (run, config) => {
    const open: OpenTransaction = { committed: [] }
    const result = await transaction((tx) => insideTransaction.run(open, () => run(tx)), config)
    // Outside the transaction's context: a hook may use the root handle.
    for (const hook of open.committed) hook()
    return result
  }
  let closed: Promise<void> | undefined
  return {
    kind,
    db,
    pool,
    collectStartupGarbage: () => server.collectGarbage(),
    async ping() {
      try {
        await pool.query('SELECT 1')
        return true
      } catch {
        return false
      }
    },
    close() {
      // `ending` guards a pool that someone already ended (pg throws on a second end).
      closed ??= (pool.ending ? Promise.resolve() : pool.end()).then(() => server.stop())
      return closed
    },
  }
}

/**
 * architecture.md hazard "the transaction-handle hang": the root handle's queries
 * go through `pool.query`, a transaction's through its own client. Inside a
 * transaction a root query is always a bug, so fail fast instead of hanging.
 */
function guardRootHandle(pool: pg.Pool): void {
  // `query` serves root-handle statements, `connect` a root-handle transaction.
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method].bind(pool) as (...args: unknown[]) => unknown
    Object.defineProperty(pool, method, {
      value: (...args: unknown[]) => {
        if (insideTransaction.getStore()) throw new RootHandleInTransactionError()
        return original(...args)
      },
    })
  }
}
