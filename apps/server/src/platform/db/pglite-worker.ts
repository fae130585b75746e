/**
 * Runs PGlite on its own thread and serves it over the Postgres wire protocol on a
 * private Unix socket, so a slow query never blocks the HTTP event loop
 * (docs/decisions/002-pglite-in-a-worker.md). The main thread talks to it through
 * `pg`, exactly as it talks to a PostgreSQL server.
 */
import { readFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { z } from 'zod'
import { collectStartupGarbage } from '../startup-garbage.ts'
import { pgliteExtensions } from './pglite-extensions.ts'

const Input = z.object({
  dataDir: z.string(),
  socketPath: z.string(),
  template: z.string().optional(),
})

/**
 * PostgreSQL's buffers live in PGlite's WASM memory, which never shrinks: the default
 * 128 MB of shared_buffers alone was most of an idle server's RSS over quality.md P6's
 * 300 MB. One session needs far less; the page cache under DATA_DIR still serves reads
 * (decision 064 has the figures).
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB']

/** What the server posts once its start is over (decision 064 "Since (stop 69)"). */
export const COLLECT_GARBAGE = 'collect-garbage'

export type WorkerMessage =
  { type: 'ready' } | { type: 'closed' } | { type: 'error'; message: string }

async function run(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('pglite-worker must run as a worker thread')
  const input = Input.parse(workerData)
  // A template skips initdb, most of a fresh cluster's start (decision 040).
  const loadDataDir = input.template && new Blob([await readFile(input.template)])
  const db = await PGlite.create(input.dataDir, {
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    ...(loadDataDir && { loadDataDir }),
  })
  // PGlite is one session and ignores startup parameters: set database.ts's
  // SESSION_SETTINGS here, once, for every connection the socket multiplexes onto it.
  await db.exec(
    `SET pg_trgm.word_similarity_threshold = 0.25; SET max_parallel_workers_per_gather = 0`,
  )
  // node-postgres discards a client whose query failed and connects anew at once, while
  // the old socket is still being torn down; with room for only one connection the new
  // one was refused and an unrelated query failed (found by the R1 fuzz test). The pool
  // keeps one live client; the spare slots are for such handovers. Queries still run one
  // at a time through pglite-socket's queue, transactions kept on their connection.
  const server = new PGLiteSocketServer({ db, path: input.socketPath, maxConnections: 4 })
  await server.start()
  port.on('message', (message: unknown) => {
    if (message === COLLECT_GARBAGE) {
      collectStartupGarbage()
      return
    }
    if (message !== 'close') return
    void (async () => {
      await server.stop()
      // PGlite has no background checkpointer: flush before closing (architecture.md).
      await db.exec('CHECKPOINT')
      await db.close()
      port.postMessage({ type: 'closed' } satisfies WorkerMessage)
    })()
  })
  port.postMessage({ type: 'ready' } satisfies WorkerMessage)
}

run().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  parentPort?.postMessage({ type: 'error', message } satisfies WorkerMessage)
})
