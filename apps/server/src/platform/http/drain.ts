import type { FastifyInstance } from 'fastify'

/**
 * Graceful close (quality.md R4): Fastify closes the sockets that are idle when
 * close starts, but a keep-alive socket whose request finishes during the drain
 * would hold the server open until its keep-alive timeout. While closing, every
 * response says `Connection: close`, and sockets that fall idle are closed.
 */
export function installDrain(app: FastifyInstance): void {
  let closing = false
  let sweeper: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    closing = true
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50)
  })
  // A callback hook: an async one would cost every response a promise (P4).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  app.addHook('onClose', async () => {
    clearInterval(sweeper)
  })
}
