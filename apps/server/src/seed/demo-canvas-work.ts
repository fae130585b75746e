/*
 * The course work the demo's Canvas courses carry (issue 17 "Demo data for every
 * screen"), by days from the seed's day: some graded weeks ago, one due yesterday that
 * some students missed, some due in the next days, the rest later in the term.
 */

export interface PlannedWork {
  kind: 'assignment' | 'quiz'
  name: string
  /** Days from the seed's day; due at 23:59 on the school's clock. */
  dueInDays: number
  points: number
}

export const COURSE_WORK: PlannedWork[] = [
  { kind: 'assignment', name: 'Reading response 1', dueInDays: -24, points: 20 },
  { kind: 'quiz', name: 'Quiz 1', dueInDays: -17, points: 10 },
  { kind: 'assignment', name: 'Problem set 2', dueInDays: -10, points: 50 },
  { kind: 'assignment', name: 'Short essay', dueInDays: -1, points: 100 },
  { kind: 'quiz', name: 'Quiz 2', dueInDays: 2, points: 10 },
  { kind: 'assignment', name: 'Problem set 3', dueInDays: 4, points: 50 },
  { kind: 'assignment', name: 'Project proposal', dueInDays: 9, points: 30 },
  { kind: 'assignment', name: 'Final project', dueInDays: 38, points: 200 },
]

export interface PlannedAnnouncement {
  title: string
  message: string
  postedDaysAgo: number
}

export function courseAnnouncements(courseName: string, room: string): PlannedAnnouncement[] {
  return [
    {
      title: `Welcome to ${courseName}`,
      message: `<p>Welcome! The syllabus and the reading list are under <strong>Files</strong>. We meet in ${room}.</p>`,
      postedDaysAgo: 40,
    },
    {
      title: 'Quiz 2 this week',
      message:
        '<p>Quiz 2 covers the last two weeks of lectures. It opens on Canvas on the morning it is due and takes 20 minutes.</p>',
      postedDaysAgo: 3,
    },
    {
      title: 'Office hours moved',
      message: '<p>This week only, office hours are on Thursday from 2 to 4 pm.</p>',
      postedDaysAgo: 1,
    },
  ]
}

/** A letter grade from a percentage, as a US gradebook shows it. */
export function letterGrade(score: number): string {
  const bands: [number, string][] = [
    [93, 'A'],
    [90, 'A-'],
    [87, 'B+'],
    [83, 'B'],
    [80, 'B-'],
    [77, 'C+'],
    [73, 'C'],
    [70, 'C-'],
    [60, 'D'],
  ]
  return bands.find(([floor]) => score >= floor)?.[1] ?? 'F'
}
