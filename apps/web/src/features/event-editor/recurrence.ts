/*
 * The editor's repeat choices ⇄ an RFC 5545 RRULE without DTSTART (CreateEventBody's
 * `recurrence`): the event's start is the first occurrence, and the server expands the
 * rule on the event's wall clock. Only what the form offers is written or read back;
 * any other rule is kept as it is and described as "a custom rule".
 */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export type Frequency = 'none' | 'daily' | 'weekly' | 'monthly'

export interface Recurrence {
  frequency: Frequency
  /** Weekly only: the days it repeats on (the start's own day when none is chosen). */
  weekdays: Weekday[]
  ends: 'count' | 'until'
  /** How many times in all, the first included. */
  count: number
  /** The last date it may fall on ('YYYY-MM-DD'). */
  until: string
}

export const NO_RECURRENCE: Recurrence = {
  frequency: 'none',
  weekdays: [],
  ends: 'count',
  count: 10,
  until: '',
}

const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const

/** The weekday of a 'YYYY-MM-DD' date, as RRULE names it. */
export function weekdayOf(date: string): Weekday | null {
  const parsed = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return null
  return WEEKDAYS[(parsed.getUTCDay() + 6) % 7] ?? null
}

/** 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10', or null for an event that does not repeat. */
export function toRrule(recurrence: Recurrence, startDate: string): string | null {
  if (recurrence.frequency === 'none') return null
  const parts = [`FREQ=${FREQ[recurrence.frequency]}`]
  if (recurrence.frequency === 'weekly') {
    const startDay = weekdayOf(startDate)
    const days = recurrence.weekdays.length > 0 ? recurrence.weekdays : startDay ? [startDay] : []
    const ordered = WEEKDAYS.filter((day) => days.includes(day))
    if (ordered.length > 0) parts.push(`BYDAY=${ordered.join(',')}`)
  }
  if (recurrence.ends === 'until' && recurrence.until) {
    // The end of that day: the server expands on floating wall-clock times (RFC 5545 3.3.10).
    parts.push(`UNTIL=${recurrence.until.replaceAll('-', '')}T235959Z`)
  } else {
    parts.push(`COUNT=${String(recurrence.count)}`)
  }
  return parts.join(';')
}

/** The choices a stored rule was made from, or null when the form cannot show it. */
export function fromRrule(rule: string | null): Recurrence | null {
  if (!rule) return NO_RECURRENCE
  const fields = new Map(
    rule.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=')
      return [name.toUpperCase(), value.toUpperCase()] as const
    }),
  )
  const frequency = (['daily', 'weekly', 'monthly'] as const).find(
    (name) => FREQ[name] === fields.get('FREQ'),
  )
  const known = new Set(['FREQ', 'BYDAY', 'COUNT', 'UNTIL'])
  if (!frequency || [...fields.keys()].some((name) => !known.has(name))) return null
  const weekdays = (fields.get('BYDAY') ?? '').split(',').filter(isWeekday)
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(fields.get('UNTIL') ?? '')
  return {
    frequency,
    weekdays,
    ends: until ? 'until' : 'count',
    count: Number(fields.get('COUNT') ?? NO_RECURRENCE.count),
    until: until ? `${until[1] ?? ''}-${until[2] ?? ''}-${until[3] ?? ''}` : '',
  }
}

function isWeekday(value: string): value is Weekday {
  return WEEKDAYS.some((day) => day === value)
}
