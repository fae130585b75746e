// Subpaths: the 'date-fns' barrel loads ~250 modules, seconds of a start (decision 064).
import { addYears } from 'date-fns/addYears'
import rrule from 'rrule'
import { EVENT_OCCURRENCES_MAX } from '@quad/shared'
import { fieldError } from '../../platform/errors.ts'
import { floatingDate, wallOf, type WallTime } from './local-time.ts'

const { RRule } = rrule
const PATH = 'body.recurrence'

/** A rule's own start or zone would fight the event's: the event's first start is DTSTART. */
const FORBIDDEN = /(^|;)\s*(DTSTART|TZID|RDATE|EXDATE)\b/i

/**
 * The wall-clock starts of a recurring event's occurrences (issue 15): the RRULE is
 * expanded on the event's wall clock, treating wall times as floating UTC dates, so a
 * weekly 19:00 stays 19:00 across a DST change; each is turned into an instant in the
 * event's zone by the caller. The first start is always the first occurrence (RFC 5545
 * DTSTART). Within one year, at most EVENT_OCCURRENCES_MAX; a rule giving more, or one
 * that does not parse, is a 400 naming `body.recurrence`.
 */
export function occurrenceStarts(rule: string, start: WallTime): WallTime[] {
  const dtstart = floatingDate(start)
  const parsed = parseRule(rule, dtstart)
  const starts: Date[] = [dtstart]
  parsed.between(dtstart, addYears(dtstart, 1), true, (date) => {
    if (date.getTime() !== dtstart.getTime()) starts.push(date)
    return starts.length <= EVENT_OCCURRENCES_MAX
  })
  if (starts.length > EVENT_OCCURRENCES_MAX) {
    throw fieldError(
      PATH,
      `gives more than ${EVENT_OCCURRENCES_MAX} occurrences within a year: add a COUNT or an UNTIL`,
    )
  }
  return starts.map((date) => wallOf(date, start.dateOnly))
}

/** A checked RRULE: FREQ required, every part one rrule understood. */
export function parseRule(rule: string, dtstart: Date): InstanceType<typeof RRule> {
  const text = rule.replace(/^RRULE:/i, '')
  if (FORBIDDEN.test(text)) throw fieldError(PATH, 'must not carry DTSTART, TZID, RDATE or EXDATE')
  let options: ReturnType<typeof RRule.parseString>
  try {
    options = RRule.parseString(text)
  } catch {
    throw fieldError(PATH, 'is not an RRULE (RFC 5545), e.g. FREQ=WEEKLY;COUNT=10')
  }
  // parseString leaves a part it could not read undefined (BYDAY=XX) rather than failing.
  const unread = Object.values(options).some((value) =>
    Array.isArray(value) ? value.some(isUnread) : isUnread(value),
  )
  if (options.freq === undefined || unread) {
    throw fieldError(PATH, 'is not an RRULE (RFC 5545), e.g. FREQ=WEEKLY;COUNT=10')
  }
  return new RRule({ ...options, dtstart })
}

const isUnread = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isNaN(value))
