import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
}

/** Where email goes: SMTP when configured, a file outbox otherwise (issue 7 item 4). */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

const FROM = 'Quad <no-reply@quad.invalid>'

/** Real delivery through nodemailer to `SMTP_URL` (smtp:// or smtps://). */
export function smtpMailer(url: string, from = FROM): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/**
 * Each email rendered by nodemailer as a complete RFC 822 message and written to
 * `dir` as `.eml`, openable by any mail client and listed at `/dev/outbox` in
 * development.
 */
export function fileMailer(dir: string, from = FROM): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  let counter = 0
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail })
      await mkdir(dir, { recursive: true })
      counter += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}.eml`
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 })
    },
  }
}

/** The file outbox, newest first: what `/dev/outbox` shows. */
export async function readOutbox(dir: string): Promise<{ name: string; raw: string }[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const emails = names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, 100)
  return Promise.all(
    emails.map(async (name) => ({ name, raw: await readFile(path.join(dir, name), 'utf8') })),
  )
}
