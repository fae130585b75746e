import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * A hook run as an answer is sent; it must not change the answer, nor hold it up: it is
 * synchronous (work it starts runs on its own), so every answer pays no promise for it.
 */
export type ResponseHook = (request: FastifyRequest, reply: FastifyReply) => void

/**
 * The app's one `onSend` hook (issue 33 item 5, decisions 067 and 078): the platform's
 * response hooks (the drain's `Connection: close`, the API's `no-store` default, the
 * session cache's forgetting) and the feature modules' `everyResponse` run in it in the
 * order they were added, so an answer pays one hook call of Fastify's, not one per part.
 * Installed before the routes; returns what adds a hook.
 */
export function installResponseHooks(app: FastifyInstance): (hook: ResponseHook) => void {
  const hooks: ResponseHook[] = []
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      for (const hook of hooks) hook(request, reply)
    } catch (error) {
      done(error as Error)
      return
    }
    done(null, payload)
  })
  return (hook) => {
    hooks.push(hook)
  }
}
