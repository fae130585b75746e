import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Mention } from '@quad/shared'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fieldError } from '../../platform/errors.ts'
import { plainText, sanitizeRichText } from '@quad/shared/rich-text'
import { mentionableBy } from './mentionable.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** What a post or comment body becomes when written. */
export interface WrittenBody {
  /** Sanitised HTML with the kept mentions as `<span data-mention="uid">@Name</span>`. */
  html: string
  /** Its plain text (notifications, reports, the length rule). */
  text: string
  mentions: Mention[]
  /** The internal ids of the mentioned schoolmates, for notifications. */
  mentionedIds: number[]
}

const MENTION_SPAN = /<span\b[^>]*\bdata-mention="([A-Za-z0-9_-]{1,64})"[^>]*>(.*?)<\/span>/gis
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  )

/** A kept mention as stored in a body: the schoolmate's uid and their real name. */
export function mentionSpan(person: Mention): string {
  return `<span data-mention="${person.uid}">@${escapeHtml(person.name)}</span>`
}

/**
 * Reads a body a student wrote (issue 16 items 2 and 5): sanitised like every rich text
 * (`@quad/shared/rich-text`), mentions kept only for schoolmates the author may mention
 * (their names rewritten from the directory, so a mention cannot claim another name), the
 * plain text within `textMax` characters. An empty body is allowed only when `allowEmpty`
 * (a post with images or a poll). Errors are 400s naming `field`.
 */
export async function writtenBody(
  db: DbOrTx,
  author: { userId: number; schoolId: number },
  raw: string,
  rules: { field: string; textMax: number; allowEmpty: boolean },
): Promise<WrittenBody> {
  // Mentions are lifted out before sanitising (which drops spans) behind a marker no
  // student can guess, and put back only for the schoolmates found below.
  const nonce = randomBytes(8).toString('hex')
  const asked: string[] = []
  const marked = raw.replace(MENTION_SPAN, (_span, uid: string, inner: string) => {
    asked.push(uid)
    return `@@${nonce}:${uid}:${escapeHtml(plainText(inner))}@@`
  })
  const found = asked.length === 0 ? [] : await mentionable(db, author, [...new Set(asked)])
  const byUid = new Map(found.map((person) => [person.uid, person]))
  const kept = new Map<string, (typeof found)[number]>()
  const html = sanitizeRichText(marked).replace(
    new RegExp(`@@${nonce}:([A-Za-z0-9_-]{1,64}):(.*?)@@`, 'g'),
    (_marker, uid: string, inner: string) => {
      const person = byUid.get(uid)
      if (!person) return inner
      kept.set(uid, person)
      return mentionSpan(person)
    },
  )
  const text = plainText(html)
  if (text.length > rules.textMax) {
    throw fieldError(rules.field, `must be at most ${String(rules.textMax)} characters`)
  }
  if (text.length === 0 && !rules.allowEmpty) throw fieldError(rules.field, 'must not be empty')
  return {
    html: text.length === 0 ? '' : html,
    text,
    mentions: [...kept.values()].map(({ uid, name }) => ({ uid, name })),
    mentionedIds: [...kept.values()].map(({ id }) => id),
  }
}

async function mentionable(
  db: DbOrTx,
  author: { userId: number; schoolId: number },
  uids: string[],
): Promise<{ id: number; uid: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, uid: users.uid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.uid, uids), mentionableBy(author.userId, author.schoolId)))
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    name: fullName(row),
  }))
}
