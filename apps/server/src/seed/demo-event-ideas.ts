import * as z from 'zod/mini'
import { EventCategory } from '@quad/shared'

/**
 * What the demo's clubs put on in a term (issue 15 "a term of realistic events"),
 * written by hand: each club's usual kinds of events; the seed picks two to eight of
 * them and spreads them over the term.
 */
const EventKindSchema = z.enum(['meeting', 'workshop', 'social', 'trip'])
export type EventKind = z.infer<typeof EventKindSchema>

export interface EventIdea {
  title: string
  kind: EventKind
  category: EventCategory
  place: string
  hours: number
  blurb: string
  tags: string[]
}

/**
 * One idea a line: title | kind | category | place | hours | blurb | tags (comma
 * separated). A table rather than objects, so the term's content reads as a list.
 */
const IDEAS: Record<string, string> = {
  'Photography Club': `
    Darkroom basics | workshop | arts | Arts Building room 104 | 2 | Develop and print your first roll of black-and-white film. | photography, film
    Night photography on the quad | workshop | arts | Main Quad fountain | 2 | Long exposures, light trails and star points. Bring a tripod if you have one. | photography
    Photo critique circle | meeting | arts | Arts Building room 104 | 1.5 | Bring three prints or a phone album; kind, useful feedback only. | photography
  `,
  'Chess Club': `
    Beginner lesson: openings | workshop | social | Student Union lounge | 1.5 | The ideas behind the Italian and the London, with boards for everyone. | chess
    Blitz night | social | social | Student Union lounge | 3 | Five-minute games, a ladder on the whiteboard and pizza at nine. | chess, games
    Simul against the club champion | social | social | Library atrium | 2.5 | One player, twenty boards. Beat her and win a club hoodie. | chess
    Regional league: home match | social | sports | Student Union lounge | 4 | Come and cheer our A team against State. | chess, league
  `,
  'Debate Society': `
    Novice debating workshop | workshop | academic | Hall B | 2 | How British Parliamentary works, and your first seven-minute speech. | debate, public speaking
    Public debate: this house would ban cars from campus | social | academic | Great Hall | 2 | Two teams, one motion, and the audience votes before and after. | debate
    Mock tournament | social | academic | Humanities Building | 6 | Four rounds and a final, judged by alumni. | debate, tournament
  `,
  'Hiking & Outdoors Club': `
    Day hike: Bear Mountain loop | trip | sports | Meet at the Campus Centre bus stop | 8 | Twelve miles, 2,500 feet of climbing, lunch at the summit. Good shoes needed. | hiking, outdoors
    Map and compass workshop | workshop | sports | Geography Building room 12 | 2 | Never get lost again: bearings, contours and pacing. | hiking, navigation
    Sunrise hike | trip | sports | Meet at the North Gate | 4 | Up before dawn for the best view over the valley; coffee after. | hiking
    Gear swap and trip planning | meeting | social | Campus Centre room 3 | 1.5 | Trade boots and jackets, and plan the spring break trip. | outdoors
  `,
  'Robotics Team': `
    Soldering 101 | workshop | academic | Engineering Lab 2 | 2 | Safety first, then your first blinking LED board to take home. | robotics, electronics
    Competition build night | meeting | academic | Engineering Lab 2 | 4 | All hands on the drive train before the regional qualifier. | robotics
    Robot demo day | social | academic | Engineering Building foyer | 3 | See this year’s robot climb, grab and score. Families welcome. | robotics, demo
  `,
  'Jazz Ensemble': `
    Open jam session | social | arts | Music Building studio 2 | 2.5 | Any instrument, any level: we call the standards, you take a chorus. | jazz, music
    Spring concert | social | arts | Recital Hall | 2 | Ellington, Monk and two student compositions. | jazz, concert
    Improvisation masterclass | workshop | arts | Music Building room 5 | 2 | Guide tones and shapes with a visiting saxophonist. | jazz
  `,
  'Women in Computing': `
    Resume review night | workshop | career | CS Commons | 2 | Engineers from local companies read your resume with you. | career, tech
    Hack night | social | academic | CS Commons | 3 | Bring a side project or join one; snacks and mentors provided. | coding, open source
    Panel: first jobs in tech | social | career | Lecture Theatre 2 | 1.5 | Four recent graduates on interviews, offers and their first year. | career, tech
  `,
  'Campus Sustainability Coalition': `
    Campus clean-up | trip | community | Meet at the Green House | 3 | Gloves, bags and a litter survey of the river path. | volunteering, environment
    Repair café | workshop | community | Green House | 3 | Fix a lamp, darn a sweater, patch a bike tube, for free. | sustainability, gardening
    Documentary screening: Kiss the Ground | social | community | Lecture Theatre 1 | 2 | Followed by a discussion on soil and food. | film, environment
  `,
  'Ultimate Frisbee': `
    Beginner throwing clinic | workshop | sports | North Field | 1.5 | Backhands, forehands and the rules in an hour and a half. | ultimate frisbee
    Hat tournament | social | sports | North Field | 5 | Random teams, short games, a barbecue after. | ultimate frisbee, tournament
    Away game at Riverside | trip | sports | Meet at the Sports Centre car park | 7 | Vans leave at 8:00 sharp. | ultimate frisbee
  `,
  'Model United Nations': `
    Position paper workshop | workshop | academic | Humanities 210 | 2 | Research, structure and the style chairs want. | mun, debate
    Campus crisis simulation | social | academic | Humanities Building | 5 | A one-day crisis committee with live updates. | mun
  `,
  'Film Society': `
    Screening: Seven Samurai | social | arts | Lecture Theatre 1 | 3.5 | The 1954 classic on the big screen, with an introduction. | film
    Short film pitch night | meeting | arts | Media Lab | 2 | Pitch a five-minute film; the society funds two. | film
    Screening: Spirited Away | social | arts | Lecture Theatre 1 | 2.5 | Subtitled, with popcorn. | film, animation
  `,
  'Volunteer Tutors': `
    Tutor training | workshop | community | Education Building room 7 | 2 | How to help without doing it for them; safeguarding basics. | volunteering, teaching
    Homework club at Lincoln Middle School | trip | community | Lincoln Middle School library | 2 | Our weekly afternoon of maths and reading help. | volunteering
  `,
  'Entrepreneurship Club': `
    Startup pitch night | social | career | Business School atrium | 2.5 | Five student teams, three judges, one prize. | entrepreneurship, startups
    Founder fireside chat | social | career | Business School room 101 | 1.5 | A graduate founder on raising a first round. | entrepreneurship
    Customer discovery workshop | workshop | career | Business School room 4 | 2 | Talk to ten customers before you write a line of code. | entrepreneurship
  `,
  'Korean Culture Association': `
    Korean cooking night: kimbap | workshop | cultural | International Centre kitchen | 2 | Roll your own and take some home. | cooking, korean
    K-pop dance workshop | workshop | cultural | Sports Centre studio B | 1.5 | No experience needed: one chorus by the end. | dance, korean
    Chuseok celebration | social | cultural | International Centre | 3 | Songpyeon, games and music for the harvest festival. | korean, festival
  `,
  'Sailing Club': `
    Learn to sail: first session | workshop | sports | The boathouse | 3 | Rigging, tacking and capsize drill in a Laser. | sailing
    Club regatta | social | sports | The boathouse | 5 | Three races and a prize-giving on the dock. | sailing, regatta
  `,
  Choir: `
    Open rehearsal | meeting | arts | Chapel | 2 | Come and sing with us before you decide to join. | music, singing
    Winter concert | social | arts | Chapel | 2 | Rutter, Whitacre and carols with the audience. | music, concert
  `,
  'Coding Circle': `
    Intro to Git | workshop | academic | Library lab | 2 | Branches, commits and your first pull request. | coding, open source
    Advent of Code meetup | social | academic | Library lab | 2 | Solve today’s puzzle together. | coding
    Lightning talks | social | academic | Library lab | 1.5 | Five minutes each on anything you built. | coding
  `,
  'Book Club': `
    Book club: Klara and the Sun | meeting | arts | Café North | 1.5 | Ishiguro’s novel; tea and cake provided. | books
    Poetry reading night | social | arts | Café North | 2 | Read your own or a favourite. | poetry, books
  `,
  'Habitat Build Team': `
    Build day | trip | community | Meet at the Student Centre | 7 | Framing walls on a family’s new home. Lunch provided. | volunteering
    Safety orientation | workshop | community | Student Centre room 2 | 1 | Required before your first build day. | volunteering
  `,
  'Astronomy Society': `
    Observing night | social | academic | Observatory | 3 | Jupiter, Saturn and the Orion Nebula through the 16-inch. | astronomy
    Astrophotography workshop | workshop | academic | Observatory | 2 | Phone adapters and stacking software. | astronomy, photography
  `,
}

function parseIdeas(table: string): EventIdea[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [title = '', kind, category, place = '', hours, blurb = '', tags = ''] = line
        .split('|')
        .map((cell) => cell.trim())
      return {
        title,
        kind: EventKindSchema.parse(kind),
        category: EventCategory.parse(category),
        place,
        hours: Number(hours),
        blurb,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      }
    })
}

/** Each club's ideas, by the club's name. */
export const CLUB_EVENT_IDEAS: ReadonlyMap<string, EventIdea[]> = new Map(
  Object.entries(IDEAS).map(([club, table]) => [club, parseIdeas(table)]),
)
