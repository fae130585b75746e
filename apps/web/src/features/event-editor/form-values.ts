import type {
  CreateEventBody,
  EventCategory,
  EventDetail,
  EventQuestion,
  UpdateEventBody,
} from '@quad/shared'
import type * as z from 'zod/mini'
import { draftQuestion, questionBody, type DraftQuestion } from '../forms/index.ts'
import { fromRrule, NO_RECURRENCE, toRrule, type Recurrence } from './recurrence.ts'

/** A registration question as the editor holds it (its options one a line). */
export type RegistrationDraft = DraftQuestion<EventQuestion['kind']>

/** What the editor holds while the officer types: inputs' strings, sent as the contract's shape. */
export interface EventFormValues {
  /** The club running it, or '' for a school event. */
  clubId: string
  title: string
  description: string
  isAllDay: boolean
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  timeZone: string
  location: string
  /** A room's id (`GET /api/v1/rooms`), or '' for none. */
  roomId: string
  onlineUrl: string
  category: EventCategory | ''
  /** One comma-separated line, as the club form's tags. */
  tags: string
  /** Blank: unlimited. */
  capacity: string
  public: boolean
  questions: RegistrationDraft[]
  /** A rule the form made, or (editing) one it cannot show, kept as it was. */
  recurrence: Recurrence | { custom: string }
}

/**
 * A new event in the school's zone (issue 30 bug 4): an officer on a laptop elsewhere who
 * types 5:30 PM means the campus's 5:30 PM.
 */
export function emptyEventForm(clubId: string, schoolZone: string): EventFormValues {
  return {
    clubId,
    title: '',
    description: '',
    isAllDay: false,
    startDate: '',
    startTime: '18:00',
    endDate: '',
    endTime: '20:00',
    timeZone: schoolZone,
    location: '',
    roomId: '',
    onlineUrl: '',
    category: '',
    tags: '',
    capacity: '',
    public: false,
    questions: [],
    recurrence: NO_RECURRENCE,
  }
}

/** An event as the server answered it, in the form's terms (wall clock in its own zone). */
export function eventFormOf(event: EventDetail): EventFormValues {
  const [startDate = '', startTime = ''] = event.localStart.split('T')
  const [endDate = '', endTime = ''] = event.localEnd.split('T')
  return {
    clubId: event.club?.id ?? '',
    title: event.title,
    description: event.description,
    isAllDay: event.isAllDay,
    startDate,
    startTime: startTime || '18:00',
    endDate,
    endTime: endTime || '20:00',
    timeZone: event.timeZone,
    location: event.location ?? '',
    roomId: event.room?.id ?? '',
    onlineUrl: event.onlineUrl ?? '',
    category: event.category ?? '',
    tags: event.tags.join(', '),
    capacity: event.capacity === null ? '' : String(event.capacity),
    public: event.public,
    questions: event.questions.map((question) => draftQuestion(question)),
    recurrence: fromRrule(event.recurrence) ?? { custom: event.recurrence ?? '' },
  }
}

function rruleOf(values: EventFormValues): string | null {
  if ('custom' in values.recurrence) return values.recurrence.custom
  return toRrule(values.recurrence, values.startDate)
}

type EventFields = Omit<z.input<typeof CreateEventBody>, 'clubId' | 'publish'>

/** The fields both the create and the update send; the shared schemas check them. */
function eventFields(values: EventFormValues): EventFields {
  const capacity = values.capacity.trim()
  return {
    title: values.title,
    description: values.description,
    isAllDay: values.isAllDay,
    localStart: values.isAllDay ? values.startDate : `${values.startDate}T${values.startTime}`,
    localEnd: values.isAllDay ? values.endDate : `${values.endDate}T${values.endTime}`,
    timeZone: values.timeZone,
    location: values.location.trim() || null,
    roomId: values.roomId || null,
    onlineUrl: values.onlineUrl.trim() || null,
    category: values.category || null,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    // A number the schema checks (whole, 1 or more); NaN from "ten" fails there, on its field.
    capacity: capacity === '' ? null : Number(capacity),
    public: values.public,
    // As a form's questions are sent: an empty line in a choices box is no choice.
    questions: values.questions.map((question) => questionBody(question)),
    recurrence: rruleOf(values),
  }
}

export function createBody(
  values: EventFormValues,
  publish: boolean,
): z.input<typeof CreateEventBody> {
  const clubId = values.clubId === '' ? {} : { clubId: values.clubId }
  return { ...clubId, ...eventFields(values), publish }
}

export function updateBody(
  values: EventFormValues,
  original: EventDetail,
  scope: 'one' | 'all',
  publish: boolean,
): z.input<typeof UpdateEventBody> {
  const status = publish ? { status: 'published' as const } : {}
  const { recurrence, roomId, ...fields } = eventFields(values)
  // The rule belongs to the series, set when it is created: it is sent only when the
  // student changed it (the form may spell an unchanged rule differently, e.g. BYDAY),
  // so the server's refusal of a new rule lands on the Repeats field.
  const changed = recurrence !== rruleOf(eventFormOf(original))
  // The room likewise: one archived since it was booked is kept, not offered again.
  const room = roomId !== (original.room?.id ?? null) ? { roomId } : {}
  return {
    ...fields,
    ...room,
    ...(scope === 'all' && changed ? { recurrence } : {}),
    ...status,
    scope,
  }
}
