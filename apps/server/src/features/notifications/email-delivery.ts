import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { unsubscribeToken } from './unsubscribe.ts'

export interface DeliveryOptions {
  mailer: Mailer
  secret: Uint8Array
  /** The public origin of a school's app, for links in emails. */
  originOf(schoolCode: string): string
}

/** A claimed row is due again after this long (the lease): a crash mid-send retries it. */
const LEASE = '5 minutes'
const BATCH = 50
const MAX_ATTEMPTS = 5

type Claimed = {
  id: string
  user_id: string
  email: string
  first_name: string
  school_code: string
  category: string
  setting: string
  preference_key: string | null
  subject: string
  body: string
  link: string | null
  attempts: number
}

/**
 * Sends what is due in the email outbox: single emails, then daily digests (one email
 * per student with every item waiting). Rows are claimed with a lease (`send_after`
 * moves forward) in one short statement, so no transaction is held while a mail
 * server answers, and several instances never send one row twice at the same time.
 * Returns how many emails went out.
 */
export async function deliverDueEmail(db: Db, options: DeliveryOptions): Promise<number> {
  let sent = 0
  for (const row of await claim(db, sql`not o.digest`)) {
    const ok = await attempt(db, options, [row], row.subject, render(options, row, [row]))
    if (ok) sent += 1
  }
  const digests = new Map<string, Claimed[]>()
  for (const row of await claim(db, sql`o.digest`)) {
    digests.set(row.user_id, [...(digests.get(row.user_id) ?? []), row])
  }
  for (const rows of digests.values()) {
    const first = rows[0] as Claimed
    const subject = `Your Quad digest: ${rows.length} update${rows.length === 1 ? '' : 's'}`
    if (await attempt(db, options, rows, subject, render(options, first, rows))) sent += 1
  }
  return sent
}

async function claim(db: Db, kind: ReturnType<typeof sql>): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    update email_outbox o set send_after = now() + interval '${sql.raw(LEASE)}'
    from users u, schools s
    where o.id in (
      select o.id from email_outbox o
      where o.status = 'pending' and ${kind} and o.send_after <= now()
      order by o.id limit ${BATCH}
      for update skip locked
    ) and u.id = o.user_id and s.id = o.school_id
    returning o.id, o.user_id, u.email, u.first_name, s.code as school_code, o.category,
      o.setting, o.preference_key, o.subject, o.body, o.link, o.attempts`)
  return result.rows
}

async function attempt(
  db: Db,
  options: DeliveryOptions,
  rows: Claimed[],
  subject: string,
  mail: { text: string; headers: Record<string, string> },
): Promise<boolean> {
  const ids = sql.join(
    rows.map((r) => sql`${r.id}`),
    sql`, `,
  )
  const first = rows[0] as Claimed
  try {
    await options.mailer.send({ schoolCode: first.school_code, to: first.email, subject, ...mail })
    await db.execute(
      sql`update email_outbox set status = 'sent', sent_at = now() where id in (${ids})`,
    )
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // Backs off 2, 4, 8... minutes; gives up after MAX_ATTEMPTS.
    await db.execute(sql`
      update email_outbox set attempts = attempts + 1, last_error = ${message.slice(0, 500)},
        status = case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end,
        send_after = now() + (interval '1 minute' * power(2, attempts + 1))
      where id in (${ids})`)
    return false
  }
}

/** Plain text, the links absolute, and RFC 8058 one-click unsubscribe for the first item's setting. */
function render(
  options: DeliveryOptions,
  first: Claimed,
  items: Claimed[],
): { text: string; headers: Record<string, string> } {
  const origin = options.originOf(first.school_code)
  const key = first.preference_key ?? `${first.category}.${first.setting}`
  const unsubscribe = `${origin}/email/unsubscribe?token=${unsubscribeToken(options.secret, Number(first.user_id), key)}`
  const lines = items.map((item) => `• ${item.body}${item.link ? `\n  ${origin}${item.link}` : ''}`)
  const text = [
    `Hi ${first.first_name},`,
    '',
    ...lines,
    '',
    `Change what Quad emails you: ${origin}/settings/notifications`,
    items.length === 1 ? `Stop these emails: ${unsubscribe}` : '',
  ].join('\n')
  const headers: Record<string, string> =
    items.length === 1
      ? {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {}
  return { text, headers }
}

/**
 * The delivery as a job every 5 s (decision 022): a notification's email goes out
 * within about that (the job polls every half second), one run per period across
 * instances; rows are claimed with SKIP LOCKED, so an overlap would send nothing twice.
 */
export function emailDeliveryJob(db: Db, options: DeliveryOptions): JobDefinition {
  return {
    name: 'email-delivery',
    schedule: { everySeconds: 5 },
    pollSeconds: 0.5,
    // The outbox keeps its own attempts and backoff per row; the next period retries the rest.
    retryLimit: 0,
    handler: async () => {
      await deliverDueEmail(db, options)
    },
  }
}
