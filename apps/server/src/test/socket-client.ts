import WebSocket from 'ws'
import { ServerFrame, parseFrame, REALTIME_PATH } from '@quad/shared'

/** A test's realtime client: records every frame and waits for the one it expects. */
export interface TestSocket {
  frames: ServerFrame[]
  socket: WebSocket
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>
  send(frame: object): void
  close(): Promise<void>
}

export async function openSocket(
  baseUrl: string,
  jwt: string,
  options: { host?: string; origin?: string; version?: number } = {},
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?token=${jwt}&v=${options.version ?? 1}`
  const headers: Record<string, string> = {}
  if (options.host) headers.host = options.host
  if (options.origin) headers.origin = options.origin
  const socket = new WebSocket(url, { headers })
  const frames: ServerFrame[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const frame = parseFrame(ServerFrame, data.toString())
    if (!frame) throw new Error(`unparseable frame: ${data.toString()}`)
    frames.push(frame)
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    )
  })
  return {
    frames,
    socket,
    next(type, match = () => true, timeoutMs = 5000) {
      type Frame = Extract<ServerFrame, { type: typeof type }>
      const find = () =>
        frames.find((f): f is Frame => f.type === type && match(f as Frame)) as Frame | undefined
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find()
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
          )
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
export async function upgradeStatus(
  baseUrl: string,
  query: string,
  headers: Record<string, string>,
): Promise<number> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?${query}`, {
    headers,
  })
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close()
      resolve(101)
    })
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    socket.once('error', () => resolve(0))
  })
}
