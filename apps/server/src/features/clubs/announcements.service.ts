import './outbox-messages.ts'
import { and, count, eq, gt, min } from 'drizzle-orm'
import { CLUB_ANNOUNCEMENTS_PER_DAY, type ClubAnnouncement } from '@quad/shared'
import { clubAnnouncements } from '../../db/schema/clubs.ts'
import { audit } from '../../platform/audit/audit.ts'
import { AppError } from '../../platform/errors.ts'
import type { AdminDeps } from './membership-admin.service.ts'
import { membersOf } from './club-members.ts'
import { findClubRow } from './memberships.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Messages every member of the club (decision 031): `club.announced` raises one
 * notification each (in-app and email, as each member's settings for the club allow),
 * never to the sender. At most 5 a club in 24 hours, else a 429 naming when.
 */
export function announce(
  deps: AdminDeps,
  uid: string,
  message: ClubAnnouncement,
  now = new Date(),
): Promise<{ recipients: number }> {
  return deps.db.transaction(async (tx) => {
    // The club row is locked: two sends at once cannot both pass the count.
    const club = await findClubRow(tx, deps.school, uid)
    const since = new Date(now.getTime() - DAY_MS)
    const [recent] = await tx
      .select({ n: count(), oldest: min(clubAnnouncements.sentAt) })
      .from(clubAnnouncements)
      .where(and(eq(clubAnnouncements.clubId, club.id), gt(clubAnnouncements.sentAt, since)))
    if ((recent?.n ?? 0) >= CLUB_ANNOUNCEMENTS_PER_DAY) {
      const retryAt = new Date(new Date(recent?.oldest ?? now).getTime() + DAY_MS)
      throw tooMany(retryAt)
    }
    await tx.insert(clubAnnouncements).values({
      clubId: club.id,
      schoolId: deps.school.id,
      senderId: deps.origin.actorId,
      ...message,
      sentAt: now,
    })
    await deps.outbox.emit(tx, deps.school, 'club.announced', {
      clubId: club.id,
      clubUid: club.uid,
      clubName: club.name,
      senderId: deps.origin.actorId,
      ...message,
    })
    await audit(tx, deps.origin, {
      schoolId: deps.school.id,
      action: 'club.announce',
      subjectType: 'club',
      subjectId: club.uid,
      details: { subject: message.subject },
    })
    const recipients = await membersOf(tx, club.id, undefined, deps.origin.actorId)
    return { recipients: recipients.length }
  })
}

/** The 429 with the instant a send is allowed again. */
export class AnnouncementLimit extends AppError {
  readonly retryAt: Date
  constructor(retryAt: Date) {
    super(
      429,
      'rate_limited',
      `This club has sent ${String(CLUB_ANNOUNCEMENTS_PER_DAY)} messages in the last day; try again after ${retryAt.toISOString()}.`,
    )
    this.retryAt = retryAt
  }
}

const tooMany = (retryAt: Date) => new AnnouncementLimit(retryAt)
