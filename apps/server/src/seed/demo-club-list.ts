import type { StoredClubInfo } from '../db/schema/clubs.ts'

/** A demo club as written by hand: realistic names, categories, descriptions and facts. */
export interface DemoClub {
  name: string
  category: string
  description: string
  /** How many students it draws, relative to the others. */
  popularity: number
  info: StoredClubInfo[]
}

const meets = (answer: string): StoredClubInfo => ({
  question: 'When do you meet?',
  questionType: 'TEXT',
  answer,
})
const founded = (answer: string): StoredClubInfo => ({
  question: 'Founded',
  questionType: 'DATE',
  answer,
})
const website = (path: string): StoredClubInfo => ({
  question: 'Website',
  questionType: 'URL',
  answer: `https://clubs.example.org/${path}`,
})

/** Demo University's clubs (api.md "Demo seed": content for every section). */
export const DEMO_CLUBS: DemoClub[] = [
  {
    name: 'Photography Club',
    category: 'Arts',
    description:
      'Photo walks around campus and the city, darkroom nights and a spring exhibition in the library atrium. Bring any camera, phones included.',
    popularity: 5,
    info: [
      meets('Thursdays 18:00, Arts Building room 104'),
      founded('2009-09-15'),
      website('photo'),
    ],
  },
  {
    name: 'Chess Club',
    category: 'Recreation',
    description:
      'Casual blitz, weekly lessons for beginners and a team that plays the regional college league. Boards and clocks provided.',
    popularity: 4,
    info: [meets('Tuesdays 19:00, Student Union lounge'), founded('1998-01-20')],
  },
  {
    name: 'Debate Society',
    category: 'Academic',
    description:
      'British Parliamentary debating twice a week, public debates each term and travel to national tournaments.',
    popularity: 4,
    info: [meets('Mondays and Wednesdays 18:30, Hall B'), founded('1987-10-02'), website('debate')],
  },
  {
    name: 'Hiking & Outdoors Club',
    category: 'Sports',
    description:
      'Day hikes every other weekend, a gear library, and trips to the mountains in the autumn and spring breaks.',
    popularity: 6,
    info: [meets('Trips most Saturdays; planning Wednesdays 17:30'), founded('2004-04-11')],
  },
  {
    name: 'Robotics Team',
    category: 'Technology',
    description:
      'We design, build and program competition robots. No experience needed: mechanical, electrical and software sub-teams all train newcomers.',
    popularity: 4,
    info: [meets('Fridays 15:00, Engineering Lab 2'), founded('2012-09-03'), website('robotics')],
  },
  {
    name: 'Jazz Ensemble',
    category: 'Arts',
    description:
      'A big band and two combos rehearsing standards and student arrangements, with concerts every term.',
    popularity: 2,
    info: [meets('Sundays 14:00, Music Building'), founded('1976-02-14')],
  },
  {
    name: 'Women in Computing',
    category: 'Technology',
    description:
      'Mentoring circles, interview practice, hack nights and talks by engineers from industry and research.',
    popularity: 3,
    info: [meets('First Tuesday of the month, 18:00, CS Commons'), founded('2015-10-07')],
  },
  {
    name: 'Campus Sustainability Coalition',
    category: 'Service',
    description:
      'Community garden shifts, a repair café, and the campaign to cut single-use plastics in the dining halls.',
    popularity: 3,
    info: [meets('Wednesdays 17:00, Green House'), founded('2018-03-22')],
  },
  {
    name: 'Ultimate Frisbee',
    category: 'Sports',
    description:
      'Pickup games for everyone and a mixed team that competes in the spring season. Cleats optional, spirit required.',
    popularity: 4,
    info: [meets('Tuesdays and Thursdays 17:00, North Field'), founded('2006-05-01')],
  },
  {
    name: 'Model United Nations',
    category: 'Academic',
    description:
      'Research a country, write position papers and negotiate resolutions at conferences across the country.',
    popularity: 2,
    info: [meets('Thursdays 19:00, Humanities 210'), founded('1995-09-28'), website('mun')],
  },
  {
    name: 'Film Society',
    category: 'Arts',
    description:
      'Screenings every Friday, a short-film festival in April, and equipment for members making their own films.',
    popularity: 3,
    info: [meets('Fridays 20:00, Lecture Theatre 1'), founded('2001-01-12')],
  },
  {
    name: 'Volunteer Tutors',
    category: 'Service',
    description:
      'Free tutoring for local high-school students in maths, science and writing, online or at the public library.',
    popularity: 3,
    info: [meets('Weekday afternoons, by schedule'), founded('2010-11-05')],
  },
  {
    name: 'Entrepreneurship Club',
    category: 'Professional',
    description:
      'Founder talks, pitch nights and a startup weekend each spring. Bring an idea, or join someone else’s.',
    popularity: 3,
    info: [meets('Every other Monday 18:00, Business School atrium'), founded('2013-02-18')],
  },
  {
    name: 'Korean Culture Association',
    category: 'Cultural',
    description:
      'Language tables, cooking nights, K-pop dance practice and the Chuseok festival in the autumn.',
    popularity: 3,
    info: [meets('Saturdays 16:00, International Centre'), founded('2011-09-09')],
  },
]

/** North College's clubs: fewer, so the two schools are told apart at a glance. */
export const NORTH_CLUBS: DemoClub[] = [
  {
    name: 'Sailing Club',
    category: 'Sports',
    description: 'Dinghy sailing on the lake from April to October, with lessons for beginners.',
    popularity: 4,
    info: [meets('Saturdays 10:00, the boathouse'), founded('1992-05-16')],
  },
  {
    name: 'Choir',
    category: 'Arts',
    description: 'A chamber choir and a larger chorus, singing everything from Bach to pop.',
    popularity: 3,
    info: [meets('Wednesdays 19:00, Chapel'), founded('1965-09-20')],
  },
  {
    name: 'Coding Circle',
    category: 'Technology',
    description: 'Weekly problem-solving sessions, side projects and a winter hackathon.',
    popularity: 4,
    info: [meets('Thursdays 18:00, Library lab'), founded('2016-01-25')],
  },
  {
    name: 'Book Club',
    category: 'Recreation',
    description: 'One novel a month, chosen by vote, discussed over tea.',
    popularity: 2,
    info: [meets('Last Sunday of the month, 15:00, Café North'), founded('2008-10-03')],
  },
  {
    name: 'Habitat Build Team',
    category: 'Service',
    description: 'Build days with the local housing charity, plus fundraising to cover materials.',
    popularity: 3,
    info: [meets('Build days most Saturdays'), founded('2003-03-08')],
  },
  {
    name: 'Astronomy Society',
    category: 'Academic',
    description:
      'Observing nights at the campus telescope and talks on everything from exoplanets to eclipses.',
    popularity: 2,
    info: [meets('Clear Fridays after dark, Observatory'), founded('1979-11-11')],
  },
]
