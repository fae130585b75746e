import { and, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import {
  MEETING_AHEAD_MAX_MS,
  MEETING_SLOT_MAX_MS,
  MEETING_UPCOMING_SLOTS_MAX,
  type CreateMeetingSeriesBody,
  type CreateMeetingSlotBody,
  type MeetingSlot,
} from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { meetingSlots } from '../../db/schema/meetings.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { fieldError, lockPerson, selectSlots } from './meetings.service.ts'
import { plainText } from './plain-text.ts'
import { seriesSlots } from './series.ts'

/** Which body field a broken rule names: a single slot's times, or a series' settings. */
interface RuleFields {
  /** Starts in the past; starts too far ahead. */
  past: string
  ahead: string
  /** Ends before it starts, or lasts too long. */
  end: string
  /** Overlaps another slot; one slot too many. */
  overlap: string
  count: string
}

interface Candidate {
  startsAt: Date
  endsAt: Date
  /** Said before the rule in a series' error ("2026-12-01: …"). */
  label?: string
}

const SINGLE: RuleFields = {
  past: 'startsAt',
  ahead: 'startsAt',
  end: 'endsAt',
  overlap: 'startsAt',
  count: 'startsAt',
}
const SERIES: RuleFields = {
  past: 'firstDay',
  ahead: 'weeks',
  end: 'endTime',
  overlap: 'weekdays',
  count: 'weeks',
}

/** `POST /api/v1/meetings/slots`: the host's new slot, or a 400 naming the field. */
export async function createSlot(
  db: Db,
  school: School,
  hostId: number,
  body: CreateMeetingSlotBody,
): Promise<MeetingSlot> {
  const candidate = { startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) }
  const [slot] = await insertSlots(db, school, hostId, [candidate], body, SINGLE)
  if (!slot) throw new Error('meeting slot was not stored')
  return slot
}

/**
 * `POST /api/v1/meetings/slots/series` (issue 36 item 6): a weekly series on the school's
 * clock, every slot checked as one slot is, all stored or none.
 */
export async function createSeries(
  db: Db,
  school: School,
  hostId: number,
  body: CreateMeetingSeriesBody,
): Promise<MeetingSlot[]> {
  const candidates = seriesSlots(body, school.timeZone).map((slot) => ({
    ...slot,
    label: slot.day,
  }))
  if (candidates.length === 0) {
    throw fieldError('weekdays', 'none of these weekdays falls within the weeks chosen')
  }
  return insertSlots(db, school, hostId, candidates, body, SERIES)
}

async function insertSlots(
  db: Db,
  school: School,
  hostId: number,
  candidates: Candidate[],
  text: { location?: string | undefined; note?: string | undefined },
  fields: RuleFields,
): Promise<MeetingSlot[]> {
  const now = Date.now()
  for (const candidate of candidates) checkTimes(candidate, now, fields)
  const ids = await db.transaction(async (tx) => {
    // One host's creations queue here, so the overlap and count checks hold.
    await lockPerson(tx, hostId)
    await checkRoomFor(tx, hostId, candidates, fields)
    const rows = await tx
      .insert(meetingSlots)
      .values(
        candidates.map(({ startsAt, endsAt }) => ({
          schoolId: school.id,
          hostId,
          startsAt,
          endsAt,
          location: plainText(text.location, { lines: false }),
          note: plainText(text.note, { lines: true }),
        })),
      )
      .returning({ id: meetingSlots.id })
    return rows.map((row) => row.id)
  })
  const slots = await selectSlots(
    db,
    and(eq(meetingSlots.schoolId, school.id), inArray(meetingSlots.id, ids)),
  )
  return slots
}

function checkTimes({ startsAt, endsAt, label }: Candidate, now: number, fields: RuleFields) {
  const say = (field: string, message: string) =>
    fieldError(field, label ? `${label}: ${message}` : message)
  if (startsAt.getTime() <= now) throw say(fields.past, 'must be in the future')
  if (startsAt.getTime() > now + MEETING_AHEAD_MAX_MS) {
    throw say(fields.ahead, `must be within ${MEETING_AHEAD_MAX_MS / 86_400_000} days`)
  }
  if (endsAt <= startsAt) throw say(fields.end, 'must be after the start')
  if (endsAt.getTime() - startsAt.getTime() > MEETING_SLOT_MAX_MS) {
    throw say(fields.end, `a slot lasts at most ${MEETING_SLOT_MAX_MS / 3_600_000} hours`)
  }
}

async function checkRoomFor(
  tx: DbOrTx,
  hostId: number,
  candidates: Candidate[],
  fields: RuleFields,
) {
  const mine = and(eq(meetingSlots.hostId, hostId), gt(meetingSlots.endsAt, sql`now()`))
  const [upcoming] = await tx.select({ n: count() }).from(meetingSlots).where(mine)
  if ((upcoming?.n ?? 0) + candidates.length > MEETING_UPCOMING_SLOTS_MAX) {
    throw fieldError(
      fields.count,
      `you may hold ${MEETING_UPCOMING_SLOTS_MAX} upcoming slots; you have ${upcoming?.n ?? 0}`,
    )
  }
  const overlaps = candidates.map(({ startsAt, endsAt }) =>
    and(lt(meetingSlots.startsAt, endsAt), gt(meetingSlots.endsAt, startsAt)),
  )
  const [existing] = await tx
    .select({ startsAt: meetingSlots.startsAt, endsAt: meetingSlots.endsAt })
    .from(meetingSlots)
    .where(and(mine, or(...overlaps)))
    .limit(1)
  if (!existing) return
  const hit = candidates.find((c) => c.startsAt < existing.endsAt && c.endsAt > existing.startsAt)
  const label = hit?.label ? `${hit.label}: ` : ''
  throw fieldError(fields.overlap, `${label}overlaps one of your slots`)
}
