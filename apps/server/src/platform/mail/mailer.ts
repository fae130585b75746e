import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { SCHOOL_CODE_PATTERN } from '@quad/shared'

export interface Mail {
  /** The recipient's school: the file outbox keeps each school's email apart. */
  schoolCode: string
  to: string
  subject: string
  text: string
  /** An HTML alternative to `text` (account emails, issue 14); plain text stays the source. */
  html?: string
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
    async send({ schoolCode: _school, ...mail }) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/**
 * Each email rendered by nodemailer as a complete RFC 822 message and written to
 * `dir/{school code}/` as `.eml`, openable by any mail client and listed, per school,
 * at `/dev/outbox` in development.
 */
export function fileMailer(dir: string, from = FROM): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  let counter = 0
  return {
    async send({ schoolCode, ...mail }) {
      const info = await transport.sendMail({ from, ...mail })
      const schoolDir = schoolOutbox(dir, schoolCode)
      await mkdir(schoolDir, { recursive: true, mode: 0o700 })
      counter += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}.eml`
      await writeFile(path.join(schoolDir, name), info.message as Buffer, { mode: 0o600 })
    },
  }
}

/** A school's part of the file outbox; school codes are `[a-z0-9-]` (SCHOOL_CODE_PATTERN). */
export function schoolOutbox(dir: string, schoolCode: string): string {
  if (!SCHOOL_CODE_PATTERN.test(schoolCode)) throw new Error(`not a school code: ${schoolCode}`)
  return path.join(dir, schoolCode)
}

/** One school's file outbox, newest first: what `/dev/outbox` shows on its host. */
export async function readOutbox(
  dir: string,
  schoolCode: string,
): Promise<{ name: string; raw: string }[]> {
  const schoolDir = schoolOutbox(dir, schoolCode)
  const names = await readdir(schoolDir).catch(() => [] as string[])
  const emails = names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, 100)
  return Promise.all(
    emails.map(async (name) => ({
      name,
      raw: await readFile(path.join(schoolDir, name), 'utf8'),
    })),
  )
}
