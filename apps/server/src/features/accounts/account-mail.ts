import type { FastifyBaseLogger } from 'fastify'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { LINK_PAGE, type IssuedLink, type LinkPurpose } from './account-links.ts'

/** One account email: a greeting, what happened, an optional link and what to do if unasked. */
export interface AccountMail {
  to: string
  subject: string
  greeting: string
  lines: string[]
  link?: { label: string; url: string }
  footer: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Plain text first (every client reads it), and a simple HTML part with one button. */
export function renderAccountMail(mail: AccountMail): { text: string; html: string } {
  const text = [
    mail.greeting,
    '',
    ...mail.lines,
    ...(mail.link ? ['', `${mail.link.label}: ${mail.link.url}`] : []),
    '',
    mail.footer,
  ].join('\n')
  const paragraphs = mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const button = mail.link
    ? `<p><a href="${escapeHtml(mail.link.url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(mail.link.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(mail.link.url)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(mail.greeting)}</p>${paragraphs}${button}<p style="font-size:13px;color:#555">${escapeHtml(mail.footer)}</p></body></html>`
  return { text, html }
}

/** A link's address on the school's own host (each school has its own origin). */
export function linkUrl(
  ctx: Pick<ModuleContext, 'mail'>,
  school: School,
  purpose: LinkPurpose,
  link: IssuedLink,
): string {
  const origin = ctx.mail?.originOf(school.code) ?? ''
  return `${origin}${LINK_PAGE[purpose]}/${link.token}`
}

/**
 * Sends an account email after its change committed. A process that delivers no email
 * (a test without a mailer) sends nothing; a failed send is logged, never a 500: the
 * change stands and the student can ask again (a new link ends the old one).
 */
export async function sendAccountMail(
  ctx: Pick<ModuleContext, 'mail'>,
  log: FastifyBaseLogger,
  school: School,
  mail: AccountMail,
): Promise<void> {
  if (!ctx.mail) return
  try {
    await ctx.mail.mailer.send({
      schoolCode: school.code,
      to: mail.to,
      subject: mail.subject,
      ...renderAccountMail(mail),
    })
  } catch (error) {
    log.error({ err: error, school: school.code }, 'account email not sent')
  }
}
