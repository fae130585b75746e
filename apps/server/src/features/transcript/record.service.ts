import { and, asc, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm'
import type {
  TranscriptBadge,
  TranscriptEvent,
  TranscriptMembership,
  TranscriptRecord,
  TranscriptSectionChoice,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { badgeDefinitions, badges } from '../../db/schema/badges.ts'
import { clubRoleTerms, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { entryRows, presentEntry, termsById } from './entries.service.ts'

const HOUR_MS = 3_600_000
/** An event counts at most a day's hours; an all-day event none (its length is not its hours). */
const EVENT_HOURS_MAX = 24

/** Every section: what the student's own transcript and PDF show. */
export const ALL_SECTIONS = 'all' as const

/** Quarter hours, as entries keep them. */
export const quarterRound = (hours: number) => Math.round(hours * 4) / 4

export function eventHours(startsAt: Date, endsAt: Date, allDay: boolean): number {
  if (allDay) return 0
  const hours = (endsAt.getTime() - startsAt.getTime()) / HOUR_MS
  return quarterRound(Math.min(Math.max(hours, 0), EVENT_HOURS_MAX))
}

/**
 * Every period the student held a role in a club (`club_role_terms`, kept by the
 * database as memberships change): clubs they left and roles they held before included,
 * a period that ended as it began (a role set in the joining's own transaction) left out.
 */
async function memberships(db: DbOrTx, userId: number): Promise<TranscriptMembership[]> {
  const rows = await db
    .select({
      uid: clubs.uid,
      name: clubs.name,
      role: clubRoleTerms.role,
      since: clubRoleTerms.startedAt,
      until: clubRoleTerms.endedAt,
    })
    .from(clubRoleTerms)
    .innerJoin(clubs, eq(clubs.id, clubRoleTerms.clubId))
    .where(
      and(
        eq(clubRoleTerms.userId, userId),
        ne(clubs.status, 'pending'),
        or(isNull(clubRoleTerms.endedAt), gt(clubRoleTerms.endedAt, clubRoleTerms.startedAt)),
      ),
    )
    .orderBy(asc(clubRoleTerms.startedAt), asc(clubs.name), asc(clubRoleTerms.id))
  return rows.map((row) => ({
    club: { uid: row.uid, name: row.name },
    role: row.role === 'officer' ? 'officer' : 'member',
    since: row.since.toISOString(),
    until: row.until?.toISOString() ?? null,
  }))
}

async function checkIns(db: DbOrTx, userId: number): Promise<TranscriptEvent[]> {
  const rows = await db
    .select({
      uid: events.uid,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
      club: clubs.name,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(and(eq(eventRsvps.userId, userId), isNotNull(eventRsvps.checkedInAt)))
    .orderBy(asc(events.startsAt), asc(events.id))
  return rows.map((row) => ({
    uid: row.uid,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    hours: eventHours(row.startsAt, row.endsAt, row.allDay),
    club: row.club,
  }))
}

async function badgesHeld(db: DbOrTx, userId: number): Promise<TranscriptBadge[]> {
  const rows = await db
    .select({
      name: badges.name,
      description: badgeDefinitions.description,
      awardedAt: badges.awardedAt,
    })
    .from(badges)
    .leftJoin(badgeDefinitions, eq(badgeDefinitions.id, badges.definitionId))
    .where(eq(badges.userId, userId))
    .orderBy(asc(badges.awardedAt), asc(badges.id))
  return rows.map((row) => ({
    name: row.name,
    description: row.description ?? '',
    awardedAt: row.awardedAt.toISOString(),
  }))
}

async function approvedByCategory(db: DbOrTx, schoolId: number, userId: number) {
  const terms = await termsById(db, schoolId)
  const approved = (await entryRows(db, userId)).filter((row) => row.status === 'approved')
  const categories = [...terms.values()].filter((term) => term.kind === 'category')
  return categories
    .map((category) => {
      const entries = approved
        .filter((row) => row.categoryId === category.id)
        .map((row) => presentEntry(row, terms))
      const hours = entries.reduce((sum, entry) => sum + entry.hours, 0)
      return { uid: category.uid, name: category.name, hours, entries }
    })
    .filter((category) => category.entries.length > 0)
}

/**
 * The verified record of a student (decision 102): memberships with the officer role,
 * events checked in to with their hours, badges, and the approved entries by category —
 * every section, or those a share chose. Hours count only what is shown.
 */
export async function composeRecord(
  db: DbOrTx,
  school: School,
  userId: number,
  choice: TranscriptSectionChoice | typeof ALL_SECTIONS,
): Promise<TranscriptRecord> {
  const all = choice === ALL_SECTIONS
  const [student] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  const categories = (await approvedByCategory(db, school.id, userId)).filter(
    (category) => all || choice.categories.includes(category.uid),
  )
  const shownEvents = all || choice.events ? await checkIns(db, userId) : []
  const eventTotal = shownEvents.reduce((sum, event) => sum + event.hours, 0)
  const entryTotal = categories.reduce((sum, category) => sum + category.hours, 0)
  return {
    student: { name: student ? `${student.firstName} ${student.lastName}`.trim() : '' },
    school: { name: school.name, colour: school.topBarBgColor },
    memberships: all || choice.memberships ? await memberships(db, userId) : [],
    events: shownEvents,
    badges: all || choice.badges ? await badgesHeld(db, userId) : [],
    categories,
    hours: { events: eventTotal, entries: entryTotal, total: eventTotal + entryTotal },
  }
}
