import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../platform/db/database.ts'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { unsubscribeEmail } from './preferences.service.ts'
import { readUnsubscribeToken } from './unsubscribe.ts'

const Token = z.object({ token: z.string().min(1).max(500) })

/**
 * `/email/unsubscribe?token=`: GET asks (a mail scanner following links must not
 * unsubscribe anyone), POST does it — the RFC 8058 one-click POST from mail clients,
 * or the button on the page. No sign-in: the signed token is the authority.
 * `/dev/outbox` lists the request school's file outbox to its admins and staff when email
 * is not sent for real, in explicit development on loopback only.
 */
export function emailRoutes(
  app: FastifyInstance,
  database: Database,
  secret: Uint8Array,
  outboxDir: string | null,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/email/unsubscribe',
    { schema: { hide: true, querystring: Token } },
    async (request, reply) => {
      const target = readUnsubscribeToken(secret, request.query.token)
      if (!target) return page(reply, 400, 'This unsubscribe link is not valid.')
      return page(
        reply,
        200,
        'Stop these emails?',
        `<form method="post"><button type="submit">Unsubscribe</button></form>`,
      )
    },
  )
  r.post(
    '/email/unsubscribe',
    { schema: { hide: true, querystring: Token } },
    async (request, reply) => {
      const target = readUnsubscribeToken(secret, request.query.token)
      if (!target) return page(reply, 400, 'This unsubscribe link is not valid.')
      await unsubscribeEmail(database.db, target.userId, target.key)
      return page(
        reply,
        200,
        'You will no longer get these emails. Change this any time in Settings.',
      )
    },
  )
  if (!outboxDir) return
  const dir = outboxDir
  // Development on loopback only (issue 12 item 2, issue 30 security 1), only the host's
  // school, and only its admins and staff signed in: it holds password-reset links.
  const config = { auth: 'session', requires: 'outbox.read' } as const
  app.get('/dev/outbox', { schema: { hide: true }, config }, async (request, reply) => {
    const emails = await readOutbox(dir, requireSchool(request).code)
    const items = emails
      .map((e) => `<article><h2>${escape(e.name)}</h2><pre>${escape(e.raw)}</pre></article>`)
      .join('')
    return page(reply, 200, `Outbox (${emails.length})`, items || '<p>No email yet.</p>')
  })
}

function page(reply: FastifyReply, status: number, title: string, body = ''): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escape(title)}</title><main style="font:16px system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem">` +
        `<h1>${escape(title)}</h1>${body}</main></html>`,
    )
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
