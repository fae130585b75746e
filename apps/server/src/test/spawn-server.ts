import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

export interface RunningServer {
  port: number
  url: string
  child: ChildProcess
  output(): string
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals | null>
}

/** Starts the real server (`node src/main.ts`) as a child process and waits for its URL. */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000)
    const onData = () => {
      const match = /http:\/\/localhost:(\d+)\//.exec(out)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve(Number(match[1]))
    }
    child.stdout.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${String(code)}) before listening:\n${out}`))
    })
  })
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => out, exited }
}
