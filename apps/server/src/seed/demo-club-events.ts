import type { EventCategory } from '@quad/shared'
import { question, type FixedEvent } from './demo-school-events.ts'

/**
 * The clubs' fixed events of the demo term (issue 15): weekly meetings seeded as
 * recurring series, and the Photography Club's own events, which the demo student
 * (Maya, its officer) runs.
 */
export interface WeeklyMeeting {
  title: string
  /** 1 = Monday. */
  weekday: number
  hour: number
  place: string
  category: EventCategory
  tags: string[]
}

/** The clubs whose weekly meeting is a recurring series through the term. */
export const WEEKLY_MEETINGS: Record<string, WeeklyMeeting> = {
  'Photography Club': {
    title: 'Photography Club weekly meeting',
    weekday: 4,
    hour: 18,
    place: 'Arts Building room 104',
    category: 'arts',
    tags: ['photography'],
  },
  'Chess Club': {
    title: 'Chess Club weekly night',
    weekday: 2,
    hour: 19,
    place: 'Student Union lounge',
    category: 'social',
    tags: ['chess'],
  },
  'Debate Society': {
    title: 'Debate training',
    weekday: 1,
    hour: 18,
    place: 'Hall B',
    category: 'academic',
    tags: ['debate'],
  },
  'Coding Circle': {
    title: 'Coding Circle weekly session',
    weekday: 4,
    hour: 18,
    place: 'Library lab',
    category: 'academic',
    tags: ['coding'],
  },
}

/**
 * Maya's club (api.md "Demo seed"): a past walk with its check-ins, an upcoming walk with
 * places where her connections are going, a full workshop with a waitlist, an opening.
 */
export const PHOTOGRAPHY_EVENTS: FixedEvent[] = [
  {
    title: 'Campus architecture photo walk',
    category: 'arts',
    place: 'Meet at the Library steps',
    blurb: 'Lines, light and the brutalist Science Building.',
    tags: ['photography', 'walk'],
    day: -9,
    hour: 16,
    hours: 2,
    capacity: 15,
    isPublic: true,
    demand: 0.5,
  },
  {
    title: 'Golden hour photo walk',
    category: 'arts',
    place: 'Meet at the Arts Building entrance',
    blurb: 'An easy walk along the river as the light goes gold. Any camera, phones included.',
    tags: ['photography', 'walk'],
    day: 6,
    hour: 17,
    minute: 30,
    hours: 2,
    capacity: 12,
    isPublic: true,
    demand: 0.5,
  },
  {
    title: 'Portrait lighting workshop',
    category: 'arts',
    place: 'Arts Building studio',
    blurb: 'One light, two lights, a reflector: flattering portraits step by step.',
    tags: ['photography', 'workshop'],
    day: 20,
    hour: 18,
    hours: 2,
    capacity: 8,
    questions: [
      question('camera', 'What will you shoot with?', [
        'Phone',
        'Mirrorless or DSLR',
        'Film camera',
      ]),
      {
        id: 'portraits',
        label: 'How many portraits have you taken before?',
        help: 'So we can pair beginners with old hands.',
        kind: 'scale',
        min: 1,
        max: 5,
        minLabel: 'None',
        maxLabel: 'Lots',
        required: false,
      },
      question('notes', 'Anything we should know?'),
    ],
    demand: 1,
  },
  {
    title: 'Spring exhibition opening',
    category: 'arts',
    place: 'Library atrium',
    blurb: 'Our members’ best work of the year, with drinks and the people who took it.',
    tags: ['photography', 'exhibition'],
    day: 40,
    hour: 18,
    hours: 2,
    isPublic: true,
    demand: 0.3,
  },
]
