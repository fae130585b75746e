import type { FastifyInstance } from 'fastify'
import type { ResponseHook } from './response-hooks.ts'

/**
 * Graceful close (quality.md R4): Fastify closes the sockets that are idle when
 * close starts, but a keep-alive socket whose request finishes during the drain
 * would hold the server open until its keep-alive timeout. While closing, every
 * response says `Connection: close`, and sockets that fall idle are closed.
 */
export function installDrain(
  app: FastifyInstance,
  everyResponse: (hook: ResponseHook) => void,
): void {
  let closing = false
  let sweeper: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    closing = true
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50)
  })
  everyResponse((_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.addHook('onClose', async () => {
    clearInterval(sweeper)
  })
}
