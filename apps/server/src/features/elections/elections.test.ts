import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Election, ElectionList, NotificationList } from '@quad/shared'
import { clubMemberships } from '../../db/schema/clubs.ts'
import {
  clubElectionCandidates,
  clubElections,
  clubElectionVoters,
} from '../../db/schema/elections.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { electionJobs } from './jobs.ts'

/**
 * A club's officer election (issue 37 item 2, decision 108) through real HTTP: who may
 * call it, stand and vote; the phases its dates give; the secret ballot; the counts only
 * after close; ties; the winners made officers on confirmation, audited.
 */
const ctx = useTestApp()
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
const HOUR = 3_600_000
const NAMES = ['ola', 'rex', 'sam', 'tia', 'pat', 'uma'] as const
type Name = (typeof NAMES)[number]

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'elect', name: 'Elect' })
  for (const name of NAMES) {
    people[name] = await insertTestStudent(database, school, {
      email: `${name}@e.edu`,
      firstName: name.toUpperCase(),
      lastName: `${name}son`,
    })
    api[name] = await bearerClient(ctx, 'elect', `${name}@e.edu`)
  }
})

const id = (name: Name) => (people[name] as { id: number }).id
const uid = (name: Name) => (people[name] as { uid: string }).uid
const as = (name: Name) => api[name] as BearerClient
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

/** A club Ola runs, with Rex and Sam as members (joined three hours ago); Tia is in no club. */
async function club(): Promise<{ id: number; uid: string; name: string }> {
  const made = await insertClub(ctx(), school, {
    name: `Debate ${String(Math.random()).slice(2, 8)}`,
    officers: [id('ola')],
    members: [id('rex'), id('sam')],
  })
  await ctx()
    .database.db.update(clubMemberships)
    .set({ joinedAt: new Date(Date.now() - 3 * HOUR) })
    .where(eq(clubMemberships.clubId, made.id))
  return made
}

/** Ola calls an election for President and Treasurer: voters are the members as of now. */
async function callElection(clubUid: string): Promise<Election> {
  const response = await as('ola').post(`/api/v1/clubs/${clubUid}/elections`, {
    title: 'Officers 2027',
    positions: ['President', 'Treasurer'],
    eligibleAt: new Date().toISOString(),
    votingOpensAt: inHours(24),
    votingClosesAt: inHours(48),
  })
  expect(response.statusCode, response.body).toBe(201)
  return Election.parse(response.json())
}

/** Moves the election's dates so that it is in `phase` now (as the clock would). */
async function moveTo(electionUid: string, phase: 'voting' | 'closed') {
  const opens = phase === 'voting' ? -HOUR : -2 * HOUR
  const closes = phase === 'voting' ? HOUR : -HOUR
  await ctx()
    .database.db.update(clubElections)
    .set({
      eligibleAt: sql`least(${clubElections.eligibleAt}, ${new Date(Date.now() + opens)})`,
      votingOpensAt: new Date(Date.now() + opens),
      votingClosesAt: new Date(Date.now() + closes),
    })
    .where(eq(clubElections.uid, electionUid))
}

async function read(clubUid: string, electionUid: string, name: Name = 'ola') {
  const response = await as(name).get(`/api/v1/clubs/${clubUid}/elections/${electionUid}`)
  expect(response.statusCode, response.body).toBe(200)
  return Election.parse(response.json())
}

async function stand(
  clubUid: string,
  election: Election,
  name: Name,
  position = 0,
  nominee?: Name,
) {
  const positionId = election.positions[position]?.id
  return as(name).post(`/api/v1/clubs/${clubUid}/elections/${election.id}/candidates`, {
    positionId,
    statement: `${name} for it`,
    ...(nominee && { nominee: uid(nominee) }),
  })
}

function candidateOf(election: Election, name: Name) {
  for (const position of election.positions) {
    const found = position.candidates.find((candidate) => candidate.uid === uid(name))
    if (found) return { positionId: position.id, candidateId: found.id }
  }
  throw new Error(`${name} does not stand`)
}

async function vote(clubUid: string, electionUid: string, name: Name, choices: object[]) {
  return as(name).post(`/api/v1/clubs/${clubUid}/elections/${electionUid}/ballot`, { choices })
}

async function roleOf(clubId: number, name: Name) {
  const [row] = await ctx()
    .database.db.select({ role: clubMemberships.role })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, id(name))))
  return row?.role
}

describe('club elections', () => {
  it('runs from nominations to officers: stand, vote once, count after close, confirm', async () => {
    const debate = await club()
    const election = await callElection(debate.uid)
    expect(election.phase).toBe('nominating')
    expect(election.eligibleCount).toBe(3)
    // Its members hear of it (club news), so they can stand; the officer who called it not.
    await ctx().app.outbox.drain()
    const notices = async (name: Name) =>
      NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items.filter(
        (item) => item.type === 'club_election_called',
      )
    expect((await notices('rex')).map((item) => [item.text, item.link])).toContainEqual([
      `OLA olason called Officers 2027 in ${debate.name}: stand for a position before voting opens`,
      `/_/_/clubs/${debate.uid}/elections/${election.id}`,
    ])
    expect(await notices('ola')).toEqual([])

    expect((await stand(debate.uid, election, 'rex')).statusCode).toBe(201)
    const nominated = await stand(debate.uid, election, 'ola', 0, 'sam')
    expect(nominated.statusCode, nominated.body).toBe(201)
    const outsider = await stand(debate.uid, election, 'ola', 0, 'tia')
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().error.issues[0].path).toBe('body.nominee')
    expect((await stand(debate.uid, election, 'rex', 1)).statusCode).toBe(409)
    expect((await stand(debate.uid, election, 'sam', 1, 'rex')).statusCode).toBe(403)
    const list = await as('rex').get(`/api/v1/clubs/${debate.uid}/elections`)
    expect(ElectionList.parse(list.json())).toMatchObject({ canManage: false })
    expect((await as('tia').get(`/api/v1/clubs/${debate.uid}/elections`)).statusCode).toBe(403)

    let seen = await read(debate.uid, election.id, 'rex')
    expect(seen.viewer).toMatchObject({ eligible: true, voted: false, canManage: false })
    expect(seen.viewer.candidacy?.positionId).toBe(election.positions[0]?.id)
    const rex = candidateOf(seen, 'rex')
    const sam = candidateOf(seen, 'sam')
    const early = await vote(debate.uid, election.id, 'rex', [rex])
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe('Voting has not opened yet.')

    // Pat joins after the cut-off: a member, but not a voter.
    await ctx()
      .database.db.insert(clubMemberships)
      .values({
        clubId: debate.id,
        userId: id('pat'),
        schoolId: school.id,
      })
    await moveTo(election.id, 'voting')
    expect((await stand(debate.uid, election, 'ola', 1)).statusCode).toBe(409)
    for (const [name, choice] of [
      ['rex', rex],
      ['sam', sam],
      ['ola', rex],
    ] as const) {
      const cast = await vote(debate.uid, election.id, name, [choice])
      expect(cast.statusCode, cast.body).toBe(204)
      expect(cast.body).toBe('')
    }
    expect((await vote(debate.uid, election.id, 'rex', [sam])).statusCode).toBe(409)
    expect((await vote(debate.uid, election.id, 'pat', [rex])).statusCode).toBe(403)
    const wrong = await vote(debate.uid, election.id, 'uma', [rex])
    expect(wrong.statusCode).toBe(403)
    seen = await read(debate.uid, election.id, 'ola')
    expect(seen.votedCount).toBe(3)
    expect(seen.positions[0]?.candidates.every((candidate) => candidate.votes === null)).toBe(true)
    expect(seen.positions[0]?.leaders).toEqual([])

    const tooSoon = await as('ola').post(
      `/api/v1/clubs/${debate.uid}/elections/${election.id}/confirm`,
      {},
    )
    expect(tooSoon.statusCode).toBe(409)
    await moveTo(election.id, 'closed')
    seen = await read(debate.uid, election.id, 'sam')
    expect(seen.phase).toBe('closed')
    expect(seen.positions[0]?.candidates.map((c) => [c.uid, c.votes])).toEqual([
      [uid('rex'), 2],
      [uid('sam'), 1],
    ])
    expect(seen.positions[0]?.leaders).toEqual([rex.candidateId])
    expect(seen.positions[1]?.leaders).toEqual([])

    const byMember = await as('rex').post(
      `/api/v1/clubs/${debate.uid}/elections/${election.id}/confirm`,
      {},
    )
    expect(byMember.statusCode).toBe(403)
    const confirmed = await as('ola').post(
      `/api/v1/clubs/${debate.uid}/elections/${election.id}/confirm`,
      {},
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(Election.parse(confirmed.json()).phase).toBe('confirmed')
    expect(await roleOf(debate.id, 'rex')).toBe('officer')
    expect(await roleOf(debate.id, 'sam')).toBe('member')
    expect(await roleOf(debate.id, 'ola')).toBe('officer')
    const entries = await ctx()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.election_confirm'), eq(auditLog.subjectId, debate.uid)))
    expect(entries).toEqual([
      { details: { election: election.id, elected: [{ position: 'President', uid: uid('rex') }] } },
    ])
    // The result stays as confirmed: Rex's account erased, nobody else becomes elected.
    await ctx()
      .database.db.delete(clubElectionCandidates)
      .where(eq(clubElectionCandidates.userId, id('rex')))
    const after = await read(debate.uid, election.id)
    expect(after.positions[0]?.leaders).toEqual([])
    const again = await as('ola').post(
      `/api/v1/clubs/${debate.uid}/elections/${election.id}/confirm`,
      {},
    )
    expect(again.statusCode).toBe(409)
  })

  it('keeps the ballot secret: who voted for whom leaves the same trace either way', async () => {
    // Two identical elections; in the second Rex and Sam swap their choices. Everything
    // stored about the votes (and the audit log) must come out the same in both.
    async function held(swap: boolean) {
      const debate = await club()
      const election = await callElection(debate.uid)
      await stand(debate.uid, election, 'rex')
      await stand(debate.uid, election, 'sam')
      const seen = await read(debate.uid, election.id)
      const rex = candidateOf(seen, 'rex')
      const sam = candidateOf(seen, 'sam')
      await moveTo(election.id, 'voting')
      const auditBefore = await auditCount()
      expect((await vote(debate.uid, election.id, 'rex', [swap ? sam : rex])).statusCode).toBe(204)
      expect((await vote(debate.uid, election.id, 'sam', [swap ? rex : sam])).statusCode).toBe(204)
      expect(await auditCount()).toBe(auditBefore)
      return trace(election.id)
    }
    expect(await held(true)).toEqual(await held(false))
    // Nor do the rows' transaction stamps: a ballot rewrites every candidate of its election.
    const stamps = await ctx().database.db.execute<{ n: number }>(
      sql`select count(distinct c.xmin::text)::int as n from club_election_candidates c
          join club_elections e on e.id = c.election_id
          join clubs k on k.id = e.club_id where k.school_id = ${school.id}
          and exists (select 1 from club_election_voters v where v.election_id = e.id)
          group by c.election_id`,
    )
    expect(stamps.rows.every((row) => row.n === 1)).toBe(true)
    // The voters' table holds no choice and no time to match against the counts.
    const columns = await ctx().database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'club_election_voters' order by column_name`,
    )
    expect(columns.rows.map((row) => row.column_name)).toEqual(['election_id', 'user_id'])
  })

  it('states a tie, and makes officer the one the confirmer chooses among the tied', async () => {
    const debate = await club()
    const election = await callElection(debate.uid)
    await stand(debate.uid, election, 'rex', 1)
    await stand(debate.uid, election, 'sam', 1)
    const seen = await read(debate.uid, election.id)
    const rex = candidateOf(seen, 'rex')
    const sam = candidateOf(seen, 'sam')
    await moveTo(election.id, 'voting')
    await vote(debate.uid, election.id, 'rex', [rex])
    await vote(debate.uid, election.id, 'sam', [sam])
    await moveTo(election.id, 'closed')
    const closed = await read(debate.uid, election.id)
    expect(closed.positions[1]?.leaders.sort()).toEqual([rex.candidateId, sam.candidateId].sort())
    const url = `/api/v1/clubs/${debate.uid}/elections/${election.id}/confirm`
    const undecided = await as('ola').post(url, {})
    expect(undecided.statusCode).toBe(400)
    expect(undecided.json().error.message).toBe(
      'Treasurer is a tie: choose one of REX rexson, SAM samson.',
    )
    expect(undecided.json().error.issues[0].path).toBe('body.ties')
    const notTied = await as('ola').post(url, {
      ties: [{ positionId: closed.positions[0]?.id, candidateId: sam.candidateId }],
    })
    expect(notTied.json().error.issues[0]).toMatchObject({ path: 'body.ties.0.positionId' })
    const decided = await as('ola').post(url, {
      ties: [{ positionId: sam.positionId, candidateId: sam.candidateId }],
    })
    expect(decided.statusCode, decided.body).toBe(200)
    const answer = Election.parse(decided.json())
    expect(answer.positions[1]).toMatchObject({
      leaders: [sam.candidateId],
      tieChosen: sam.candidateId,
    })
    expect(await roleOf(debate.id, 'sam')).toBe('officer')
    expect(await roleOf(debate.id, 'rex')).toBe('member')
  })

  it('names the field at fault, refuses members who run nothing, and can be called off', async () => {
    const debate = await club()
    const url = `/api/v1/clubs/${debate.uid}/elections`
    const body = {
      title: 'Spring',
      positions: ['Chair'],
      eligibleAt: new Date().toISOString(),
      votingOpensAt: inHours(2),
      votingClosesAt: inHours(4),
    }
    const cases: [object, string][] = [
      [{ votingClosesAt: inHours(1) }, 'body.votingClosesAt'],
      [{ votingClosesAt: inHours(-1), votingOpensAt: inHours(-2) }, 'body.votingOpensAt'],
      [{ eligibleAt: '0000-01-01T00:00:00Z' }, 'body.eligibleAt'],
      [{ eligibleAt: inHours(3) }, 'body.eligibleAt'],
      [{ positions: ['Chair', 'chair'] }, 'body.positions.1'],
      [{ positions: [] }, 'body.positions'],
      [{ title: ' ' }, 'body.title'],
    ]
    for (const [change, path] of cases) {
      const response = await as('ola').post(url, { ...body, ...change })
      expect(response.statusCode, path).toBe(400)
      expect(response.json().error.issues[0].path).toBe(path)
    }
    expect((await as('rex').post(url, body)).statusCode).toBe(403)
    const made = await as('ola').post(url, body)
    const election = Election.parse(made.json())
    await moveTo(election.id, 'voting')
    const off = await as('ola').delete(`${url}/${election.id}`)
    expect(off.statusCode).toBe(204)
    const late = await vote(debate.uid, election.id, 'rex', [{ positionId: 'x', candidateId: 'y' }])
    expect(late.json().error.message).toBe('This election was called off.')
    expect((await as('ola').delete(`${url}/${election.id}`)).statusCode).toBe(409)
  })
  it('tells those who may vote, and have not, when voting opens (a queued job)', async () => {
    await ctx().app.jobs.start()
    const debate = await club()
    const election = await callElection(debate.uid)
    await ctx().app.outbox.drain()
    const queued = await ctx().app.jobs.listJobs({ name: 'election-voting-opened' })
    const [row] = await ctx()
      .database.db.select({ id: clubElections.id })
      .from(clubElections)
      .where(eq(clubElections.uid, election.id))
    expect(queued.map((job) => job.payload)).toContainEqual({
      schoolId: school.id,
      electionId: row?.id,
    })
    const [job] = electionJobs({ database: ctx().database, outbox: ctx().app.outbox } as never)
    const run = () => job?.handler({ schoolId: school.id, electionId: row?.id ?? 0 })
    const opened = async (name: Name) =>
      NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items.filter(
        (item) =>
          item.type === 'club_election_voting_open' && item.link?.endsWith(election.id) === true,
      )
    // Not yet open (the clock has not reached it): nothing.
    await run()
    await ctx().app.outbox.drain()
    expect(await opened('rex')).toEqual([])

    await moveTo(election.id, 'voting')
    // Sam has voted already (as a ballot leaves it: a row saying so, nothing else).
    await ctx()
      .database.db.insert(clubElectionVoters)
      .values({ electionId: row?.id ?? 0, userId: id('sam') })
    await run()
    await ctx().app.outbox.drain()
    expect((await opened('rex')).map((item) => item.text)).toEqual([
      `Voting is open in Officers 2027 (${debate.name}): cast your ballot before it closes`,
    ])
    // Not Sam, who voted, nor Tia, who is no member.
    expect(await opened('sam')).toEqual([])
    expect(await opened('tia')).toEqual([])
  })
})

async function auditCount(): Promise<number> {
  const rows = await ctx().database.db.select({ id: auditLog.id }).from(auditLog)
  return rows.length
}

/** What is stored about an election's votes, without its ids (which differ between runs). */
async function trace(electionUid: string) {
  const { db } = ctx().database
  const [election] = await db
    .select({ id: clubElections.id })
    .from(clubElections)
    .where(eq(clubElections.uid, electionUid))
  const electionId = election?.id ?? 0
  const voters = await db
    .select({ userId: clubElectionVoters.userId })
    .from(clubElectionVoters)
    .where(eq(clubElectionVoters.electionId, electionId))
    .orderBy(clubElectionVoters.userId)
  const counts = await db
    .select({ userId: clubElectionCandidates.userId, votes: clubElectionCandidates.votes })
    .from(clubElectionCandidates)
    .where(inArray(clubElectionCandidates.electionId, [electionId]))
    .orderBy(clubElectionCandidates.userId)
  return { voters, counts }
}
