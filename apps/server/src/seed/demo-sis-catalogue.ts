import type { Weekday } from '@quad/shared'

/*
 * What the demo schools' student-records systems hold (issue 17 "Demo data for every
 * screen"): a course catalogue with instructors and rooms, the weekly patterns classes
 * meet on, and how each school names its terms. Plain data: `demo-student-records.ts`
 * turns it into SIS rows.
 */

export interface CatalogueCourse {
  code: string
  title: string
  instructor: string
  room: string
  credits: string
  /** A weekly lab beside the lectures (afternoons, in `labRoom`). */
  labRoom?: string
}

/** A weekly lecture pattern: days, start and length. */
export interface MeetingPattern {
  days: Weekday[]
  start: string
  minutes: number
}

/** Monday/Wednesday/Friday 50 minutes and Tuesday/Thursday 75 minutes, as US timetables run. */
export const LECTURE_PATTERNS: MeetingPattern[] = [
  { days: ['MO', 'WE', 'FR'], start: '09:00', minutes: 50 },
  { days: ['TU', 'TH'], start: '09:30', minutes: 75 },
  { days: ['MO', 'WE', 'FR'], start: '10:00', minutes: 50 },
  { days: ['TU', 'TH'], start: '11:00', minutes: 75 },
  { days: ['MO', 'WE', 'FR'], start: '11:00', minutes: 50 },
  { days: ['TU', 'TH'], start: '14:00', minutes: 75 },
  { days: ['MO', 'WE'], start: '13:00', minutes: 75 },
  { days: ['TU', 'TH'], start: '15:30', minutes: 75 },
  { days: ['MO', 'WE', 'FR'], start: '12:00', minutes: 50 },
  { days: ['WE'], start: '18:30', minutes: 150 },
]

/** Labs run one afternoon a week. */
export const LAB_PATTERNS: MeetingPattern[] = [
  { days: ['TU'], start: '13:00', minutes: 170 },
  { days: ['TH'], start: '13:00', minutes: 170 },
  { days: ['FR'], start: '13:00', minutes: 170 },
]

export const DEMO_CATALOGUE: CatalogueCourse[] = [
  {
    code: 'CS 101',
    title: 'Introduction to Programming',
    instructor: 'Dr. Alicia Moreno',
    room: 'Turing Hall 110',
    credits: '4',
    labRoom: 'Turing Hall B12',
  },
  {
    code: 'CS 201',
    title: 'Data Structures',
    instructor: 'Prof. Samuel Okoye',
    room: 'Turing Hall 204',
    credits: '4',
  },
  {
    code: 'CS 310',
    title: 'Database Systems',
    instructor: 'Dr. Hannah Liu',
    room: 'Turing Hall 215',
    credits: '3',
  },
  {
    code: 'MATH 151',
    title: 'Calculus I',
    instructor: 'Dr. Peter Walsh',
    room: 'Gauss Building 101',
    credits: '4',
  },
  {
    code: 'MATH 221',
    title: 'Linear Algebra',
    instructor: 'Prof. Ingrid Dahl',
    room: 'Gauss Building 205',
    credits: '3',
  },
  {
    code: 'STAT 200',
    title: 'Introduction to Statistics',
    instructor: 'Dr. Marcus Greene',
    room: 'Gauss Building 118',
    credits: '3',
  },
  {
    code: 'PHYS 121',
    title: 'Physics I: Mechanics',
    instructor: 'Prof. Ravi Menon',
    room: 'Science Building 150',
    credits: '4',
    labRoom: 'Science Building 022',
  },
  {
    code: 'CHEM 110',
    title: 'General Chemistry',
    instructor: 'Dr. Olivia Brandt',
    room: 'Science Building 210',
    credits: '4',
    labRoom: 'Science Building 031',
  },
  {
    code: 'BIO 150',
    title: 'Cell Biology',
    instructor: 'Dr. Tomás Herrera',
    room: 'Life Sciences 120',
    credits: '4',
    labRoom: 'Life Sciences 014',
  },
  {
    code: 'ECON 101',
    title: 'Principles of Microeconomics',
    instructor: 'Prof. Julia Bergmann',
    room: 'Commons Hall 300',
    credits: '3',
  },
  {
    code: 'ECON 202',
    title: 'Intermediate Macroeconomics',
    instructor: 'Dr. Kwame Asante',
    room: 'Commons Hall 214',
    credits: '3',
  },
  {
    code: 'PSYC 100',
    title: 'Introduction to Psychology',
    instructor: 'Dr. Rachel Kim',
    room: 'Harper Auditorium',
    credits: '3',
  },
  {
    code: 'SOC 120',
    title: 'Social Problems',
    instructor: 'Prof. Daniel Price',
    room: 'Harper Hall 207',
    credits: '3',
  },
  {
    code: 'HIST 210',
    title: 'Modern American History',
    instructor: 'Dr. Eleanor Shaw',
    room: 'Harper Hall 112',
    credits: '3',
  },
  {
    code: 'ENGL 105',
    title: 'College Writing',
    instructor: 'Ms. Laura Bennett',
    room: 'Library 2.10',
    credits: '3',
  },
  {
    code: 'ENGL 240',
    title: 'Shakespeare',
    instructor: 'Prof. Adrian Cole',
    room: 'Library 3.04',
    credits: '3',
  },
  {
    code: 'PHIL 130',
    title: 'Ethics',
    instructor: 'Dr. Miriam Adler',
    room: 'Harper Hall 215',
    credits: '3',
  },
  {
    code: 'ART 115',
    title: 'Photography I',
    instructor: 'Prof. Noah Fischer',
    room: 'Arts Building 140',
    credits: '3',
  },
  {
    code: 'MUS 101',
    title: 'Music Theory I',
    instructor: 'Dr. Celia Romano',
    room: 'Music Center 105',
    credits: '3',
  },
  {
    code: 'POLS 150',
    title: 'American Government',
    instructor: 'Prof. Grant Ellis',
    room: 'Commons Hall 120',
    credits: '3',
  },
  {
    code: 'SPAN 101',
    title: 'Elementary Spanish I',
    instructor: 'Sra. Lucía Ortega',
    room: 'Languages 204',
    credits: '4',
  },
  {
    code: 'COMM 220',
    title: 'Public Speaking',
    instructor: 'Mr. Jordan Hayes',
    room: 'Arts Building 220',
    credits: '3',
  },
  {
    code: 'ENVS 140',
    title: 'Environmental Science',
    instructor: 'Dr. Priya Natarajan',
    room: 'Life Sciences 210',
    credits: '3',
  },
  {
    code: 'BUS 210',
    title: 'Principles of Marketing',
    instructor: 'Prof. Ethan Brooks',
    room: 'Commons Hall 230',
    credits: '3',
  },
]

export const NORTH_CATALOGUE: CatalogueCourse[] = [
  {
    code: 'COMP1001',
    title: 'Programming Foundations',
    instructor: 'Dr Fiona Hughes',
    room: 'Babbage Building G.12',
    credits: '20',
    labRoom: 'Babbage Building 1.04',
  },
  {
    code: 'COMP2004',
    title: 'Algorithms and Complexity',
    instructor: 'Prof. Oliver Grant',
    room: 'Babbage Building 2.01',
    credits: '20',
  },
  {
    code: 'MATH1010',
    title: 'Mathematical Methods',
    instructor: 'Dr Siobhan Kelly',
    room: 'Newton Building 1.15',
    credits: '20',
  },
  {
    code: 'ECON1002',
    title: 'Introductory Economics',
    instructor: 'Dr James Whitfield',
    room: 'Keynes Lecture Theatre',
    credits: '20',
  },
  {
    code: 'HIST1203',
    title: 'Britain and Europe since 1900',
    instructor: 'Dr Harriet Blake',
    room: 'Arts Tower 4.02',
    credits: '20',
  },
  {
    code: 'ENGL1101',
    title: 'Reading Literature',
    instructor: 'Prof. Edmund Clarke',
    room: 'Arts Tower 5.11',
    credits: '20',
  },
  {
    code: 'PSYC1001',
    title: 'Foundations of Psychology',
    instructor: 'Dr Aisha Rahman',
    room: 'Keynes Lecture Theatre',
    credits: '20',
  },
  {
    code: 'GEOG1004',
    title: 'Physical Geography',
    instructor: 'Dr Callum Fraser',
    room: 'Earth Sciences 0.20',
    credits: '20',
    labRoom: 'Earth Sciences 0.05',
  },
  {
    code: 'LAW1010',
    title: 'Contract Law',
    instructor: 'Prof. Margaret Doyle',
    room: 'Law School LT1',
    credits: '20',
  },
  {
    code: 'MARI1002',
    title: 'Introduction to Marine Science',
    instructor: 'Dr Rhys Morgan',
    room: 'Ocean Building 1.01',
    credits: '20',
  },
  {
    code: 'PHIL1005',
    title: 'Mind and Knowledge',
    instructor: 'Dr Thomas Reid',
    room: 'Arts Tower 3.08',
    credits: '20',
  },
  {
    code: 'BUSI1020',
    title: 'Organisations and Management',
    instructor: 'Dr Zara Ahmed',
    room: 'Business School 2.14',
    credits: '20',
  },
]

export interface SchoolRecordsProfile {
  catalogue: CatalogueCourse[]
  /** A weekly studio class placed to clash with an event the demo student is going to. */
  studio: CatalogueCourse
  /** Sections of the catalogue's first courses given a second section this term. */
  secondSections: number
  /** The wall clock classes meet on (the SIS's own zone). */
  timeZone: string
  currency: string
  /** Per-term charges in the currency's major unit, before a student's own variation. */
  fees: { tuition: number; housing: number; fees: number; feesLabel: string }
  /** The school's three terms in a year, and how its SIS names and codes one. */
  terms: typeof usTerms
  pay: { url: string; label: string }
  contact: string
  domain: string
}

/** A term's season by the month of its middle: January-April, May-July, August-December. */
export function seasonOf(date: Date): number {
  const month = date.getUTCMonth()
  return month < 4 ? 0 : month < 7 ? 1 : 2
}

const usTerms = {
  seasons: ['Spring', 'Summer', 'Fall'],
  name: (season: string, year: number) => `${season} ${String(year)}`,
  code: (season: string, year: number) => `${String(year)}${season.slice(0, 2).toUpperCase()}`,
}
const ukTerms = {
  seasons: ['Spring', 'Summer', 'Autumn'],
  name: (season: string, year: number) => `${season} Term ${String(year)}`,
  code: (season: string, year: number) => `${season.slice(0, 3).toUpperCase()}${String(year)}`,
}

/**
 * Demo University runs on New York's clock in US dollars; North College, on London's
 * in pounds (the demo's events stay on New York's clock, demo-events.ts).
 */
export const RECORDS_PROFILES: Record<string, SchoolRecordsProfile> = {
  demo: {
    catalogue: DEMO_CATALOGUE,
    studio: {
      code: 'ART 216',
      title: 'Documentary Photography Studio',
      instructor: 'Prof. Noah Fischer',
      room: 'Arts Building 145',
      credits: '3',
    },
    secondSections: 1,
    timeZone: 'America/New_York',
    currency: 'USD',
    fees: {
      tuition: 14_250,
      housing: 4_800,
      fees: 650,
      feesLabel: 'Student activity and technology fees',
    },
    terms: usTerms,
    pay: { url: 'https://bursar.demo.edu/example-pay', label: 'Pay with Bursar Online' },
    contact: "Bursar's Office, Student Services Center 120, bursar@demo.edu",
    domain: 'demo.edu',
  },
  north: {
    catalogue: NORTH_CATALOGUE,
    studio: {
      code: 'ARTS1030',
      title: 'Photography Studio',
      instructor: 'Dr Imogen Hale',
      room: 'Arts Tower 0.14',
      credits: '10',
    },
    secondSections: 0,
    timeZone: 'Europe/London',
    currency: 'GBP',
    fees: {
      tuition: 4_625,
      housing: 2_940,
      fees: 120,
      feesLabel: 'Students’ Union and library fees',
    },
    terms: ukTerms,
    pay: { url: 'https://finance.north.edu/example-pay', label: 'Pay with Student Finance Online' },
    contact: 'Student Finance Office, Registry Building, finance@north.edu',
    domain: 'north.edu',
  },
}
