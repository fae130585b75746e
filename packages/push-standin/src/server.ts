import { once } from 'node:events'
import { createServer } from 'node:http'
import { createControl } from './control.ts'
import { controlPrefix, handleControl } from './control-http.ts'
import { handlePushRequest } from './push-http.ts'
import { createState } from './state.ts'
import type { PushStandin, PushStandinOptions } from './types.ts'
import { rejectWaiters } from './wait.ts'

/** A Web Push service stand-in on loopback, for tests and development only. */
export async function startPushStandin(options: PushStandinOptions = {}): Promise<PushStandin> {
  const state = createState()
  const server = createServer((req, res) => {
    const handling = req.url?.startsWith(controlPrefix)
      ? handleControl(control, req, res)
      : handlePushRequest(state, req, res)
    handling.catch((error: unknown) => {
      process.stderr.write(`push-standin: ${String(error)}\n`)
      if (res.headersSent) return res.end()
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('push-standin failed\n')
    })
  })
  // Closing twice (a test that closes, then its cleanup) is harmless.
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      rejectWaiters(state, 'push-standin: closed while waiting for a push')
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    return closing
  }
  const control = createControl(state, close)

  const host = options.host ?? '127.0.0.1'
  server.listen(options.port ?? 0, host)
  await once(server, 'listening') // rejects on 'error' (a port in use)
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP')
  state.origin = `http://${host.includes(':') ? `[${host}]` : host}:${String(address.port)}`
  return control
}
