import {
  CreateMeetingSeriesBody,
  CreateMeetingSlotBody,
  type CreateMeetingSeriesBody as SeriesBody,
  type CreateMeetingSlotBody as SlotBody,
} from '@quad/shared'
import { schemaErrors, type FormErrors } from '../../lib/form-errors.ts'
import { t } from '../../lib/i18n/t.ts'
import type { SchoolClock } from '../../lib/school/school-clock.ts'
import { onSchoolClock, schoolToday, weekdayOf } from './meeting-time.ts'

/** The office-hours form: one slot, or the same time every week. */
export interface PublishValues {
  repeat: 'once' | 'weekly'
  day: string
  startTime: string
  endTime: string
  weekdays: number[]
  weeks: string
  location: string
  note: string
}

export function initialValues(clock: SchoolClock, now = new Date()): PublishValues {
  const tomorrow = schoolToday(clock, new Date(now.getTime() + 86_400_000))
  return {
    repeat: 'once',
    day: tomorrow,
    startTime: '10:00',
    endTime: '11:00',
    weekdays: [weekdayOf(tomorrow)],
    weeks: '4',
    location: '',
    note: '',
  }
}

/** The server's (and the schema's) fields as the form names them. */
const FIELD_OF: Record<string, string> = {
  startsAt: 'startTime',
  endsAt: 'endTime',
  firstDay: 'day',
}

function asFormErrors(errors: FormErrors): FormErrors {
  const out: FormErrors = {}
  for (const [field, message] of Object.entries(errors)) {
    const name = FIELD_OF[field] ?? (field.startsWith('weekdays') ? 'weekdays' : field)
    out[name] ??= message
  }
  return out
}

export type PublishRequest = { kind: 'slot'; body: SlotBody } | { kind: 'series'; body: SeriesBody }

/**
 * What the form sends, or the errors by the form's fields: the shared schemas check
 * first (one schema both sides), and the server's 400 maps onto the same fields.
 */
export function publishRequest(
  values: PublishValues,
  clock: SchoolClock,
): { request: PublishRequest } | { errors: FormErrors } {
  const missing: FormErrors = {}
  for (const field of ['day', 'startTime', 'endTime'] as const) {
    if (!values[field]) missing[field] = t('meetings.required')
  }
  if (Object.keys(missing).length > 0) return { errors: missing }
  const text = {
    ...(values.location.trim() && { location: values.location }),
    ...(values.note.trim() && { note: values.note }),
  }
  if (values.repeat === 'once') {
    const body = {
      startsAt: onSchoolClock(values.day, values.startTime, clock),
      endsAt: onSchoolClock(values.day, values.endTime, clock),
      ...text,
    }
    const errors = asFormErrors(schemaErrors(CreateMeetingSlotBody, body))
    return Object.keys(errors).length > 0 ? { errors } : { request: { kind: 'slot', body } }
  }
  const body = {
    firstDay: values.day,
    startTime: values.startTime,
    endTime: values.endTime,
    weekdays: values.weekdays,
    weeks: Number(values.weeks),
    ...text,
  }
  const errors = asFormErrors(schemaErrors(CreateMeetingSeriesBody, body))
  return Object.keys(errors).length > 0 ? { errors } : { request: { kind: 'series', body } }
}

/** The server's refusal on the form's fields (`body.firstDay` → `day`). */
export const serverFormErrors = asFormErrors
