import type { CalendarItem, ScheduleFilters, ScheduleItem } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { CalendarPart } from '../events/index.ts'
import { savedFilters } from './schedule-config.ts'
import { occurrences, type Window } from './schedule-dates.ts'
import { enrolledMeetings, type MeetingRow } from './schedule-queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** No zone is more than a day from UTC: the window's UTC days, widened by one each side. */
const widened = (window: Window) => ({
  firstDay: new Date(window.from.getTime() - DAY_MS).toISOString().slice(0, 10),
  lastDay: new Date(window.to.getTime() + DAY_MS).toISOString().slice(0, 10),
})

/** One class: its meeting and its instants. */
export interface ClassOccurrence {
  meeting: MeetingRow
  day: string
  start: Date
  end: Date
}

/**
 * The student's classes overlapping the window (issue 17): the meetings of their enrolled
 * sections (the filters applied) expanded day by day, in start order (ties by meeting).
 */
export async function classesOf(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  window: Window,
  filters: ScheduleFilters,
): Promise<ClassOccurrence[]> {
  const meetings = await enrolledMeetings(db, schoolId, userId, widened(window), filters)
  return meetings
    .flatMap((meeting) => occurrences(meeting, window).map((at) => ({ meeting, ...at })))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.meeting.id - b.meeting.id)
}

/** Stable per occurrence: the meeting's outside id and its day. */
const occurrenceId = (c: ClassOccurrence) => `${c.meeting.externalId}:${c.day}`

/** Spec 3's schedule item: instants, never all-day for a class. */
export function scheduleItem(c: ClassOccurrence): ScheduleItem {
  const { meeting } = c
  return {
    id: occurrenceId(c),
    type: 'class',
    title: meeting.title,
    courseCode: meeting.courseCode,
    sectionCode: meeting.sectionCode,
    kind: meeting.kind,
    location: meeting.location,
    instructor: meeting.instructor,
    dateStart: c.start.toISOString(),
    dateEnd: c.end.toISOString(),
    isAllDay: false,
    termName: meeting.termName,
  }
}

/** A class in the calendar's shape (source `classes`); its clashes are the calendar's. */
export function calendarClass(c: ClassOccurrence): CalendarItem {
  return {
    id: `class:${occurrenceId(c)}`,
    kind: 'class',
    source: 'classes',
    title: c.meeting.title,
    dateStart: c.start.toISOString(),
    dateEnd: c.end.toISOString(),
    isAllDay: false,
    location: c.meeting.location,
    clubName: null,
    viewerRsvp: null,
    cancelled: false,
    courseCode: c.meeting.courseCode,
  }
}

/**
 * The schedule's part of a student's calendar (decision 051): their classes in the range,
 * with the filters they saved in `schedule_config`.
 */
export const classesPart: CalendarPart = {
  source: 'classes',
  async items(db, school, viewerId, window) {
    const filters = await savedFilters(db, viewerId)
    const classes = await classesOf(db, school.id, viewerId, window, filters)
    return classes.map(calendarClass)
  },
}
