import type { Faker } from '@faker-js/faker'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../platform/db/database.ts'
import { clubMemberships, clubs } from '../db/schema/clubs.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { PHOTOGRAPHY_EVENTS, WEEKLY_MEETINGS } from './demo-club-events.ts'
import { CLUB_EVENT_IDEAS } from './demo-event-ideas.ts'
import { fixedEvent, ideaEvent, weeklyEvents, WEEKLY_RULE, type Term } from './demo-event-plans.ts'
import { countsOf, planRsvps, type PlannedRsvp } from './demo-rsvps.ts'
import { seedRegistrationAnswers } from './demo-registration.ts'
import { SCHOOL_EVENTS } from './demo-school-events.ts'
import { insertEvents, insertRsvps, insertSeries, type NewEvent } from './event-factories.ts'
import { createFaker } from './factories.ts'

/**
 * Schools carry no time zone yet: the demo's events are on one constant wall clock
 * (both demo schools are on the US east coast).
 */
export const DEMO_TIME_ZONE = 'America/New_York'

/** Who the demo's events involve. */
export interface DemoEventPeople {
  /** Students who answer at random (the named accounts left out). */
  pool: number[]
  /** The demo student (Maya) and her connections, for her club's events. */
  demoStudent?: { userId: number; connections: number[] }
  /** Who creates the school's events (a staff member), if the school has one. */
  staffId: number | null
}

interface DemoClubRow {
  id: number
  name: string
  members: number[]
}
interface Plan {
  event: NewEvent
  rsvps: PlannedRsvp[]
}

/** The registration answers draw from a faker of their own (demo-registration.ts). */
const REGISTRATION_SEED_OFFSET = 113

/**
 * A term of events for one school (issue 15, api.md "Demo seed"): each active club's
 * events from its ideas, its weekly meeting as a series, the school's own events by
 * staff (a cancelled one and a draft among them), the Photography Club's for Maya, and
 * the answers to all of them with counts that agree. Batched: a few inserts per school.
 */
export async function seedDemoEvents(
  db: DbOrTx,
  school: School,
  people: DemoEventPeople,
  seed: number,
): Promise<void> {
  const faker = createFaker(seed)
  const term: Term = { now: new Date(), timeZone: DEMO_TIME_ZONE }
  const plans: Plan[] = SCHOOL_EVENTS.map((fixed) => {
    const event = fixedEvent(term, fixed, { createdBy: people.staffId })
    const want = Math.round(people.pool.length * fixed.demand)
    return { event, rsvps: planRsvps(faker, rsvpTarget(event), people.pool, want, term.now) }
  })
  const answering = new Set(people.pool)
  for (const found of await activeClubs(db, school)) {
    // The named accounts answer only where the seed says (Maya's club below).
    const club = { ...found, members: found.members.filter((id) => answering.has(id)) }
    const ideas = CLUB_EVENT_IDEAS.get(club.name) ?? []
    const count = faker.number.int({
      min: Math.min(2, ideas.length),
      max: Math.min(8, ideas.length),
    })
    for (const idea of faker.helpers.arrayElements(ideas, count)) {
      const event = ideaEvent(faker, term, idea, club.id)
      plans.push(clubPlan(faker, term, event, club, people))
    }
    const meeting = WEEKLY_MEETINGS[club.name]
    if (meeting) {
      const seriesId = await insertSeries(db, school, WEEKLY_RULE, term.timeZone)
      for (const event of weeklyEvents(term, meeting, club.id, seriesId)) {
        const want = faker.number.int({ min: 3, max: 8 })
        const rsvps = planRsvps(faker, rsvpTarget(event), club.members, want, term.now)
        plans.push({ event, rsvps })
      }
    }
    if (club.name === 'Photography Club' && people.demoStudent) {
      plans.push(...photographyPlans(faker, term, club, people, people.demoStudent))
    }
  }
  const ids = await insertEvents(
    db,
    school,
    plans.map((plan) => ({ ...plan.event, ...countsOf(plan.rsvps) })),
  )
  const rsvps = plans.flatMap((plan, i) =>
    plan.rsvps.map((rsvp) => ({ ...rsvp, eventId: ids[i] ?? 0, updatedAt: rsvp.respondedAt })),
  )
  await insertRsvps(db, school, faker, rsvps)
  await seedRegistrationAnswers(db, school, seed + REGISTRATION_SEED_OFFSET)
}

function rsvpTarget(event: NewEvent) {
  return {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    capacity: event.capacity ?? null,
    createdAt: event.createdAt ?? event.startsAt,
    status: event.status ?? 'published',
  }
}

/** Half or so of the members answer; an open event draws a few others too. */
function clubPlan(
  faker: Faker,
  term: Term,
  event: NewEvent,
  club: DemoClubRow,
  people: DemoEventPeople,
): Plan {
  const share = faker.number.float({ min: 0.3, max: 0.8 })
  const want = Math.round(club.members.length * share) + (event.isPublic ? 4 : 0)
  const pool = event.isPublic ? [...club.members, ...people.pool] : club.members
  return { event, rsvps: planRsvps(faker, rsvpTarget(event), pool, want, term.now) }
}

/**
 * Maya's club: she goes to each of its events, and to the upcoming walk with places
 * four of her connections go too (an open event, so they need not be members).
 */
function photographyPlans(
  faker: Faker,
  term: Term,
  club: DemoClubRow,
  people: DemoEventPeople,
  maya: { userId: number; connections: number[] },
): Plan[] {
  const members = club.members
  return PHOTOGRAPHY_EVENTS.map((fixed) => {
    const friends = fixed.title.startsWith('Golden hour') ? maya.connections.slice(0, 4) : []
    const first = [maya.userId, ...friends]
    const pool = fixed.isPublic ? [...members, ...people.pool] : members
    // A demand of 1 is a full house: every member answers, going until a waitlist of two
    // or more (places shrink to fit a small seeded school).
    const isFull = fixed.demand >= 1 && fixed.capacity !== undefined
    const places = isFull
      ? Math.max(2, Math.min(fixed.capacity ?? 0, members.length - 2))
      : fixed.capacity
    const event = fixedEvent(
      term,
      { ...fixed, ...(places !== undefined && { capacity: places }) },
      { clubId: club.id, createdBy: maya.userId },
    )
    const want = isFull ? members.length : Math.round(members.length * fixed.demand)
    const rsvps = planRsvps(faker, rsvpTarget(event), pool, want, term.now, {
      first,
      allGoing: isFull,
    })
    return { event, rsvps }
  })
}

/** The school's active clubs with their members (two queries). */
async function activeClubs(db: DbOrTx, school: School): Promise<DemoClubRow[]> {
  const rows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.status, 'active')))
    .orderBy(clubs.id)
  const memberships = await db
    .select({ clubId: clubMemberships.clubId, userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(eq(clubMemberships.schoolId, school.id))
    .orderBy(clubMemberships.clubId, clubMemberships.userId)
  return rows.map((club) => ({
    ...club,
    members: memberships.filter((m) => m.clubId === club.id).map((m) => m.userId),
  }))
}
