import { isEventFull, withArticle } from '@quad/shared'
import { TZDate } from '@date-fns/tz'
// Subpaths: the 'date-fns' barrel loads ~250 modules, seconds of a start (decision 064).
import { endOfDay } from 'date-fns/endOfDay'
import { format } from 'date-fns/format'
import { startOfDay } from 'date-fns/startOfDay'
import type { RecommendationReason } from '@quad/shared'

/**
 * How a recommendation is scored (decision 037): plain points per signal, each signal
 * capped so no one of them drowns the others. Pure functions, so the ranking is tested
 * without a database and reads the same on both.
 */
export const POINTS = {
  /** Per connection going, up to `connectionsCap` of them. */
  connection: 3,
  connectionsCap: 4,
  club: 5,
  /** Per interest the title or tags name, up to two. */
  interest: 4,
  interestsCap: 2,
  /** Went to this club's events before: base plus one per event, up to three. */
  pastClub: 2,
  /** Went to events of this category before: base plus one per event, up to three. */
  pastCategory: 1,
  pastCap: 3,
  popular: 1,
  freeTime: 1,
} as const
/** Going counts from which an event reads as popular on its own. */
export const POPULAR_GOING = 10

/** One candidate as the candidates query reads it. */
export interface Candidate {
  id: number
  startsAt: Date
  endsAt: Date
  allDay: boolean
  timeZone: string
  title: string
  category: string | null
  tags: string[]
  clubId: number | null
  clubName: string | null
  /** The viewer is a member of the event's club. */
  isMember: boolean
  /** The viewer's connections going, blocks either way left out. */
  connectionsGoing: number
  goingCount: number
  /** Places in all; null: no limit. */
  capacity: number | null
}

/** What the student brings: interests, where they went before, when they are busy. */
export interface Signals {
  interests: string[]
  pastByCategory: ReadonlyMap<string, number>
  pastByClub: ReadonlyMap<number, number>
  /** Upcoming events the student is going to. */
  going: ReadonlyArray<{ startsAt: Date; endsAt: Date }>
}

type Scored = { points: number; reason: RecommendationReason }
export interface Scoring {
  score: number
  reasons: RecommendationReason[]
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

function connectionsReason(c: Candidate): Scored[] {
  const n = c.connectionsGoing
  if (n < 1) return []
  const text = `${n} of your ${plural(n, 'connections is', 'connections are')} going`
  const points = POINTS.connection * Math.min(n, POINTS.connectionsCap)
  return [{ points, reason: { code: 'connections_going', text } }]
}

function clubReason(c: Candidate): Scored[] {
  if (!c.isMember || c.clubName === null) return []
  return [{ points: POINTS.club, reason: { code: 'your_club', text: `You are in ${c.clubName}` } }]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An interest named as a whole word in the title, or as (part of) a tag. */
export function namesInterest(c: Candidate, interest: string): boolean {
  const wanted = interest.trim().toLowerCase()
  if (wanted === '') return false
  if (c.tags.some((tag) => tag.toLowerCase().includes(wanted))) return true
  return new RegExp(`(^|[^\\p{L}])${escapeRegExp(wanted)}([^\\p{L}]|$)`, 'u').test(
    c.title.toLowerCase(),
  )
}

function interestReason(c: Candidate, interests: string[]): Scored[] {
  const matched = interests.filter((interest) => namesInterest(c, interest))
  if (matched.length === 0) return []
  const names = matched.slice(0, POINTS.interestsCap).map((name) => name.toLowerCase())
  const text =
    names.length === 1
      ? `Matches your interest in ${names[0]}`
      : `Matches your interests in ${names.join(' and ')}`
  return [{ points: POINTS.interest * names.length, reason: { code: 'interest', text } }]
}

/** The stronger of "went to this club's events" and "went to events like it". */
function pastReason(c: Candidate, s: Signals): Scored[] {
  const atClub = c.clubId === null ? 0 : (s.pastByClub.get(c.clubId) ?? 0)
  if (atClub > 0 && c.clubName !== null) {
    const text = plural(
      atClub,
      `You went to ${withArticle(c.clubName)} event before`,
      `You went to ${atClub} ${c.clubName} events`,
    )
    const points = POINTS.pastClub + Math.min(atClub, POINTS.pastCap)
    return [{ points, reason: { code: 'past_rsvp', text } }]
  }
  // 'other' says nothing about what the student likes.
  if (c.category === null || c.category === 'other') return []
  const like = s.pastByCategory.get(c.category) ?? 0
  if (like < 1) return []
  const text = plural(
    like,
    `You went to ${withArticle(c.category)} event before`,
    `You went to ${like} ${c.category} events`,
  )
  const points = POINTS.pastCategory + Math.min(like, POINTS.pastCap)
  return [{ points, reason: { code: 'past_rsvp', text } }]
}

function popularReason(c: Candidate): Scored[] {
  if (c.goingCount < POPULAR_GOING) return []
  const text = `${c.goingCount} students are going`
  return [{ points: POINTS.popular, reason: { code: 'popular', text } }]
}

/**
 * Free time: nothing the student is going to on the event's day (on the event's own
 * clock). All-day events are left out: a fair fills no evening.
 */
function freeTimeReason(c: Candidate, s: Signals): Scored[] {
  if (c.allDay) return []
  const local = new TZDate(c.startsAt, c.timeZone)
  const dayStart = startOfDay(local).getTime()
  const dayEnd = endOfDay(local).getTime()
  const busy = s.going.some((g) => g.startsAt.getTime() <= dayEnd && g.endsAt.getTime() > dayStart)
  if (busy) return []
  const weekday = local.getDay()
  const hour = local.getHours()
  const when =
    weekday === 0 || weekday === 6
      ? format(local, 'EEEE')
      : hour < 12
        ? 'morning'
        : hour < 17
          ? 'afternoon'
          : 'evening'
  return [
    { points: POINTS.freeTime, reason: { code: 'free_time', text: `Fits your free ${when}` } },
  ]
}

/**
 * A candidate's score and reasons, strongest first; null when nothing but free time or
 * nothing at all speaks for it (free time alone recommends every empty evening).
 */
export function scoreCandidate(c: Candidate, s: Signals): Scoring | null {
  const primary = [
    ...connectionsReason(c),
    ...clubReason(c),
    ...interestReason(c, s.interests),
    ...pastReason(c, s),
    ...popularReason(c),
  ]
  if (primary.length === 0) return null
  const all = [...primary, ...freeTimeReason(c, s)].sort((a, b) => b.points - a.points)
  return {
    score: all.reduce((sum, item) => sum + item.points, 0),
    reasons: all.map((item) => item.reason),
  }
}

/**
 * Events with a place first (issue 30 bug 6: full ones led the strip), then the highest
 * score; ties by start, then by id, so the order never wavers.
 */
export function rankCandidates<C extends Candidate>(
  candidates: C[],
  signals: Signals,
  limit: number,
): Array<{ candidate: C; scoring: Scoring }> {
  return candidates
    .flatMap((candidate) => {
      const scoring = scoreCandidate(candidate, signals)
      return scoring ? [{ candidate, scoring }] : []
    })
    .sort(
      (a, b) =>
        Number(isEventFull(a.candidate)) - Number(isEventFull(b.candidate)) ||
        b.scoring.score - a.scoring.score ||
        a.candidate.startsAt.getTime() - b.candidate.startsAt.getTime() ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, limit)
}
