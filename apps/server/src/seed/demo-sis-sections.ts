import type { SisCourse, SisMeeting, Weekday } from '@quad/shared'
import {
  LAB_PATTERNS,
  LECTURE_PATTERNS,
  type CatalogueCourse,
  type MeetingPattern,
  type SchoolRecordsProfile,
} from './demo-sis-catalogue.ts'
import type { DemoTerm } from './demo-sis-terms.ts'

/** A section as the demo's SIS pushes it, with its weekly meetings. */
export interface DemoSection {
  course: SisCourse
  meetings: SisMeeting[]
}

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

export function clockTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

function meeting(
  section: string,
  kind: 'lecture' | 'lab',
  pattern: MeetingPattern,
  location: string,
  timeZone: string,
): SisMeeting {
  return {
    externalId: `${section}-${kind === 'lab' ? 'LAB' : 'LEC'}`,
    section,
    days: pattern.days,
    startTime: pattern.start,
    endTime: clockTime(minutesOf(pattern.start) + pattern.minutes),
    timeZone,
    location,
    kind,
  }
}

/** The SIS's id of a section: term, course without spaces, section number (`2026FA-CS101-01`). */
export function sectionId(term: DemoTerm, code: string, number: number): string {
  return `${term.externalId}-${code.replace(/\s+/g, '')}-${String(number).padStart(2, '0')}`
}

function section(
  profile: SchoolRecordsProfile,
  term: DemoTerm,
  entry: CatalogueCourse,
  number: number,
  slot: number,
): DemoSection {
  const externalId = sectionId(term, entry.code, number)
  const lecture = LECTURE_PATTERNS[slot % LECTURE_PATTERNS.length] ?? LECTURE_PATTERNS[0]
  const lab = LAB_PATTERNS[slot % LAB_PATTERNS.length]
  const meetings = lecture
    ? [meeting(externalId, 'lecture', lecture, entry.room, profile.timeZone)]
    : []
  if (entry.labRoom && lab) {
    meetings.push(meeting(externalId, 'lab', lab, entry.labRoom, profile.timeZone))
  }
  return { course: sisCourse(term, entry, number), meetings }
}

function sisCourse(term: DemoTerm, entry: CatalogueCourse, number: number): SisCourse {
  return {
    externalId: sectionId(term, entry.code, number),
    term: term.externalId,
    courseCode: entry.code,
    title: entry.title,
    sectionCode: String(number).padStart(2, '0'),
    instructor: entry.instructor,
    credits: entry.credits,
  }
}

/** This term's sections: the whole catalogue, the first courses twice (another slot). */
export function termSections(
  profile: SchoolRecordsProfile,
  term: DemoTerm,
  courses: CatalogueCourse[],
  secondSections: number,
): DemoSection[] {
  const firsts = courses.map((entry, i) => section(profile, term, entry, 1, i))
  const seconds = courses
    .slice(0, secondSections)
    .map((entry, i) => section(profile, term, entry, 2, courses.length + i + 3))
  return [...firsts, ...seconds]
}

/** A studio class meeting once a week over `[start, end)` minutes of `day` (Maya's clash). */
export function studioSection(
  profile: SchoolRecordsProfile,
  term: DemoTerm,
  entry: CatalogueCourse,
  day: Weekday,
  start: number,
  end: number,
): DemoSection {
  const externalId = sectionId(term, entry.code, 1)
  const pattern = { days: [day], start: clockTime(start), minutes: end - start }
  return {
    course: sisCourse(term, entry, 1),
    meetings: [
      { ...meeting(externalId, 'lab', pattern, entry.room, profile.timeZone), kind: 'studio' },
    ],
  }
}

/** Whether two sections meet at the same time on some day. */
export function sectionsClash(a: DemoSection, b: DemoSection): boolean {
  return a.meetings.some((x) =>
    b.meetings.some(
      (y) =>
        x.days.some((day) => y.days.includes(day)) &&
        minutesOf(x.startTime) < minutesOf(y.endTime) &&
        minutesOf(y.startTime) < minutesOf(x.endTime),
    ),
  )
}
