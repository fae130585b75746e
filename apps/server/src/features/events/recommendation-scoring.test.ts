import { describe, expect, it } from 'vitest'
import {
  rankCandidates,
  scoreCandidate,
  type Candidate,
  type Signals,
} from './recommendation-scoring.ts'

/** The scoring rules of decision 037 on their own, without a database. */
const candidate = (over: Partial<Candidate>): Candidate => ({
  id: 1,
  // Wednesday 2026-03-18, 19:00 in Berlin.
  startsAt: new Date('2026-03-18T18:00:00Z'),
  endsAt: new Date('2026-03-18T20:00:00Z'),
  allDay: false,
  timeZone: 'Europe/Berlin',
  title: 'Quiet reading',
  category: null,
  tags: [],
  clubId: null,
  clubName: null,
  isMember: false,
  connectionsGoing: 0,
  goingCount: 0,
  capacity: null,
  ...over,
})
const signals = (over: Partial<Signals> = {}): Signals => ({
  interests: [],
  pastByCategory: new Map(),
  pastByClub: new Map(),
  going: [],
  ...over,
})
const texts = (c: Candidate, s = signals()) => scoreCandidate(c, s)?.reasons.map((r) => r.text)

describe('scoreCandidate', () => {
  it('recommends nothing on free time alone', () => {
    expect(scoreCandidate(candidate({}), signals())).toBeNull()
  })

  it("says the free part of the day on the event's own clock, or the weekend day", () => {
    const one = candidate({ connectionsGoing: 1 })
    expect(texts(one)).toEqual(['1 of your connections is going', 'Fits your free evening'])
    const morning = candidate({ connectionsGoing: 1, startsAt: new Date('2026-03-18T08:00:00Z') })
    expect(texts(morning)?.[1]).toBe('Fits your free morning')
    const saturday = candidate({ connectionsGoing: 1, startsAt: new Date('2026-03-21T13:00:00Z') })
    expect(texts(saturday)?.[1]).toBe('Fits your free Saturday')
    expect(texts(candidate({ connectionsGoing: 1, allDay: true }))).toHaveLength(1)
  })

  it('sees a busy day: something the student is going to that local day', () => {
    const busy = signals({
      going: [
        { startsAt: new Date('2026-03-18T07:00:00Z'), endsAt: new Date('2026-03-18T08:00:00Z') },
      ],
    })
    expect(texts(candidate({ connectionsGoing: 2 }), busy)).toEqual([
      '2 of your connections are going',
    ])
  })

  it('matches interests as words of the title or parts of tags, at most two', () => {
    const s = signals({ interests: ['Chess', 'Film', 'Jazz', 'Open source'] })
    expect(texts(candidate({ title: 'Chessboard repair' }), s)).toBeUndefined()
    expect(texts(candidate({ title: 'Open source sprint' }), s)?.[0]).toBe(
      'Matches your interest in open source',
    )
    const many = candidate({ title: 'Film and jazz', tags: ['chess-club'] })
    expect(scoreCandidate(many, s)?.reasons[0]).toEqual({
      code: 'interest',
      text: 'Matches your interests in chess and film',
    })
  })

  it('prefers the club the student went to over the category, and says "an" before a vowel', () => {
    const s = signals({ pastByClub: new Map([[7, 1]]), pastByCategory: new Map([['academic', 3]]) })
    expect(
      texts(candidate({ clubId: 7, clubName: 'Chess Club', category: 'academic' }), s)?.[0],
    ).toBe('You went to a Chess Club event before')
    expect(texts(candidate({ category: 'academic' }), s)?.[0]).toBe('You went to 3 academic events')
    const once = signals({ pastByCategory: new Map([['academic', 1]]) })
    expect(texts(candidate({ category: 'academic' }), once)?.[0]).toBe(
      'You went to an academic event before',
    )
  })

  it('caps connections, so a crowd does not drown the other signals', () => {
    const crowd = scoreCandidate(candidate({ connectionsGoing: 40 }), signals())
    const four = scoreCandidate(candidate({ connectionsGoing: 4 }), signals())
    expect(crowd?.score).toBe(four?.score)
  })
})

describe('rankCandidates', () => {
  it('orders by score, then start, then id, and keeps the limit', () => {
    const later = new Date('2026-03-25T18:00:00Z')
    const ranked = rankCandidates(
      [
        candidate({ id: 3, isMember: true, clubName: 'A', startsAt: later }),
        candidate({ id: 2, isMember: true, clubName: 'A' }),
        candidate({ id: 1, isMember: true, clubName: 'A' }),
        candidate({ id: 4, connectionsGoing: 3 }),
        candidate({ id: 5 }),
      ],
      signals(),
      3,
    )
    expect(ranked.map((r) => r.candidate.id)).toEqual([4, 1, 2])
  })
})

describe('full events (issue 30 bug 6)', () => {
  it('come after every event with a place, whatever their score', () => {
    const full = candidate({ id: 1, connectionsGoing: 4, capacity: 10, goingCount: 10 })
    const open = candidate({ id: 2, connectionsGoing: 1, capacity: 10, goingCount: 9 })
    const unlimited = candidate({ id: 3, connectionsGoing: 1 })
    const ranked = rankCandidates([full, open, unlimited], signals(), 10)
    expect(ranked.map((r) => r.candidate.id)).toEqual([2, 3, 1])
  })
})
