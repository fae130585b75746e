import type { EventCategory, EventQuestion, EventStatus } from '@quad/shared'

/**
 * The demo term's fixed events (issue 15): what the school itself puts on (staff create
 * them); the clubs' own fixed events are in `demo-club-events.ts`.
 */
export interface FixedEvent {
  title: string
  category: EventCategory
  place: string
  blurb: string
  tags: string[]
  /** Days after the seed's date, on the school's wall clock. */
  day: number
  hour?: number
  minute?: number
  hours?: number
  /** An all-day event over this many days. */
  allDayDays?: number
  capacity?: number
  isPublic?: boolean
  status?: EventStatus
  cancelReason?: string
  questions?: EventQuestion[]
  /** How many people answer: a share of the students, or of the club's members. */
  demand: number
}

/** A registration question: a required choice when it offers options, else optional text. */
export const question = (id: string, label: string, options: string[] = []): EventQuestion =>
  options.length > 0
    ? { id, label, help: '', kind: 'choice', options, required: true }
    : { id, label, help: '', kind: 'long_text', required: false }

export const SCHOOL_EVENTS: FixedEvent[] = [
  {
    title: 'New student orientation',
    category: 'academic',
    place: 'Great Hall',
    blurb: 'Welcome talks, campus tours and lunch with your orientation group.',
    tags: ['orientation'],
    day: -19,
    hour: 9,
    hours: 7,
    isPublic: true,
    demand: 0.3,
  },
  {
    title: 'Guest lecture: the ethics of artificial intelligence',
    category: 'academic',
    place: 'Lecture Theatre 1',
    blurb: 'Professor Amina Diallo on who is responsible when software decides. Questions after.',
    tags: ['lecture', 'technology'],
    day: -6,
    hour: 17,
    minute: 30,
    hours: 1.5,
    capacity: 200,
    isPublic: true,
    demand: 0.25,
  },
  {
    title: 'Spring involvement fair',
    category: 'community',
    place: 'Main Quad',
    blurb: 'Every club in one place: sign up, meet officers, collect stickers.',
    tags: ['clubs', 'fair'],
    day: 9,
    allDayDays: 2,
    isPublic: true,
    demand: 0.2,
  },
  {
    title: 'Guest lecture: climate and the cities of 2050',
    category: 'academic',
    place: 'Lecture Theatre 1',
    blurb: 'An urban planner on heat, water and housing. Reception after.',
    tags: ['lecture', 'environment'],
    day: 5,
    hour: 18,
    hours: 1.5,
    capacity: 150,
    isPublic: true,
    demand: 0.15,
  },
  {
    title: 'Career fair',
    category: 'career',
    place: 'Sports Centre main hall',
    blurb: 'Sixty employers hiring for internships and first jobs. Bring copies of your resume.',
    tags: ['career', 'internships'],
    day: 23,
    hour: 11,
    hours: 5,
    isPublic: true,
    questions: [
      question('industry', 'Which industry interests you most?', [
        'Technology',
        'Finance',
        'Healthcare',
        'Public sector',
        'Other',
      ]),
    ],
    demand: 0.35,
  },
  {
    title: 'Wellness week: morning yoga',
    category: 'wellness',
    place: 'Sports Centre studio A',
    blurb: 'Gentle yoga for every level; mats provided.',
    tags: ['wellness', 'yoga'],
    day: 30,
    hour: 8,
    hours: 1,
    capacity: 25,
    demand: 0.12,
  },
  {
    title: 'Outdoor movie night',
    category: 'social',
    place: 'Main Quad lawn',
    blurb: 'Bring a blanket: a summer classic under the stars.',
    tags: ['film', 'social'],
    day: 12,
    hour: 20,
    hours: 2.5,
    status: 'cancelled',
    cancelReason: 'Rain is forecast all evening; we will find a new date.',
    demand: 0.1,
  },
  {
    title: 'Final exam period',
    category: 'academic',
    place: 'Across campus',
    blurb: 'Exams in their published rooms; the library stays open around the clock.',
    tags: ['exams'],
    day: 72,
    allDayDays: 10,
    demand: 0,
  },
  {
    title: 'Spring gala',
    category: 'social',
    place: 'Great Hall',
    blurb: 'Dinner, a live band and the student awards.',
    tags: ['gala'],
    day: 80,
    hour: 19,
    hours: 4,
    capacity: 300,
    status: 'draft',
    demand: 0,
  },
]
