import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { COLLECT_GARBAGE, type WorkerMessage } from './pglite-worker.ts'

export interface EmbeddedServer {
  /** Directory holding the socket; `pg` takes it as `host`. */
  socketDir: string
  /** Asks the worker for the collection after start-up (`collectStartupGarbage`). */
  collectGarbage(): void
  stop(): Promise<void>
}

/** Postgres clients find a Unix socket as `<host>/.s.PGSQL.<port>`. */
export const EMBEDDED_SOCKET_PORT = 5432
const START_TIMEOUT_MS = 60_000
const WORKER_YOUNG_GENERATION_MB = 8
/** The worker's module: its source, or its own file beside the server bundle (decision 074). */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-worker.ts', import.meta.url)
  : new URL('./pglite-worker.mjs', import.meta.url)

/**
 * Starts PGlite in a worker thread. `dataDir` is a directory, or `memory://` for a
 * throwaway database (tests); `template`, a dump file to load instead of an empty
 * cluster. The socket lives in a private 0700 directory so no other local user can connect.
 */
export async function startEmbeddedServer(
  dataDir: string,
  template?: string,
): Promise<EmbeddedServer> {
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'quad-pg-'))
  const socketPath = path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`)
  const worker = new Worker(WORKER, {
    workerData: { dataDir, socketPath, template },
    // The worker's own heap holds little (PGlite's data is WASM memory): a small young
    // generation keeps an idle server within quality.md P6's 300 MB (decision 064).
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  })
  await waitFor(worker, 'ready', START_TIMEOUT_MS)
  let stopped: Promise<void> | undefined
  return {
    socketDir,
    collectGarbage() {
      if (!stopped) worker.postMessage(COLLECT_GARBAGE)
    },
    stop() {
      stopped ??= (async () => {
        worker.postMessage('close')
        await waitFor(worker, 'closed', START_TIMEOUT_MS).catch(() => undefined)
        await worker.terminate()
        rmSync(socketDir, { recursive: true, force: true })
      })()
      return stopped
    },
  }
}

function waitFor(worker: Worker, type: 'ready' | 'closed', timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`embedded database did not report '${type}' within ${timeoutMs} ms`))
    }, timeoutMs)
    const onMessage = (message: WorkerMessage) => {
      if (message.type === type) {
        cleanup()
        resolve()
      } else if (message.type === 'error') {
        cleanup()
        reject(new Error(`embedded database failed: ${message.message}`))
      }
    }
    const onExit = (code: number) => {
      cleanup()
      reject(new Error(`embedded database worker exited with code ${code}`))
    }
    const cleanup = () => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('exit', onExit)
    }
    worker.on('message', onMessage)
    worker.on('exit', onExit)
  })
}
