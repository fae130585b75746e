// @engines both: the hand-over sweep's transactions and row locks on each engine
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ClubHandoverAnswer } from '@quad/shared'
import { clubMemberships, clubRoleTerms, clubs } from '../../db/schema/clubs.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { applyDueHandovers } from './handover.service.ts'

/**
 * The officers' hand-over (issue 37 item 6, decision 104) through real HTTP: new officers
 * at once, the outgoing ones until a date, then members; the checks that name a field; the
 * officers-locked rule; the sweep, which never leaves a club without an officer.
 */
const ctx = useTestApp()
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
const HOUR = 3_600_000

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'handover', name: 'Handover' })
  for (const name of ['ola', 'rex', 'sam', 'tia', 'pat', 'uma']) {
    people[name] = await insertTestStudent(database, school, {
      email: `${name}@h.edu`,
      firstName: name.toUpperCase(),
      lastName: `${name}son`,
    })
    api[name] = await bearerClient(ctx, 'handover', `${name}@h.edu`)
  }
})

const id = (name: string) => (people[name] as { id: number }).id
const uid = (name: string) => (people[name] as { uid: string }).uid
const as = (name: string) => api[name] as BearerClient

/** A club Ola runs, with Rex and Sam as members; Tia is in no club. */
async function chessClub(): Promise<{ id: number; uid: string }> {
  return insertClub(ctx(), school, {
    name: `Chess ${String(Math.random()).slice(2, 8)}`,
    officers: [id('ola')],
    members: [id('rex'), id('sam')],
  })
}

async function roleOf(clubId: number, name: string): Promise<string | undefined> {
  const [row] = await ctx()
    .database.db.select({ role: clubMemberships.role })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, id(name))))
  return row?.role
}

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

async function handover(clubUid: string, name = 'ola') {
  const response = await as(name).get(`/api/v1/clubs/${clubUid}/handover`)
  expect(response.statusCode, response.body).toBe(200)
  return ClubHandoverAnswer.parse(response.json()).handover
}

describe('officer hand-over', () => {
  it('makes the incoming officers at once and keeps the outgoing ones until the date', async () => {
    const club = await chessClub()
    expect(await handover(club.uid)).toBeNull()
    const endsAt = inHours(48)
    const response = await as('ola').put(`/api/v1/clubs/${club.uid}/handover`, {
      incoming: [uid('rex')],
      outgoing: [uid('ola')],
      endsAt,
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = ClubHandoverAnswer.parse(response.json()).handover
    expect(answer?.outgoing.map((person) => person.uid)).toEqual([uid('ola')])
    expect(answer?.endsAt).toBe(endsAt)
    expect(await roleOf(club.id, 'rex')).toBe('officer')
    expect(await roleOf(club.id, 'ola')).toBe('officer')
    // Both officers read it; Rex, an officer now, may change it.
    expect((await handover(club.uid, 'rex'))?.outgoing).toHaveLength(1)
    const [entry] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.handover'), eq(auditLog.subjectId, club.uid)))
    expect(entry).toMatchObject({ actorId: id('ola') })
    expect(entry?.details).toMatchObject({ incoming: [uid('rex')], outgoing: [uid('ola')] })
  })

  it('steps the outgoing officers down when their date comes, and keeps the history', async () => {
    const club = await chessClub()
    await as('ola').put(`/api/v1/clubs/${club.uid}/handover`, {
      incoming: [uid('rex'), uid('sam')],
      outgoing: [uid('ola')],
      endsAt: inHours(1),
    })
    // Not yet due: nothing changes.
    await applyDueHandovers(ctx().database.db, ctx().app.outbox)
    expect(await roleOf(club.id, 'ola')).toBe('officer')
    const later = new Date(Date.now() + 2 * HOUR)
    expect(await applyDueHandovers(ctx().database.db, ctx().app.outbox, later)).toBe(1)
    expect(await roleOf(club.id, 'ola')).toBe('member')
    expect(await roleOf(club.id, 'rex')).toBe('officer')
    expect(await handover(club.uid, 'rex')).toBeNull()
    // Ola no longer runs the club.
    const refused = await as('ola').get(`/api/v1/clubs/${club.uid}/handover`)
    expect(refused.statusCode).toBe(403)
    const terms = await ctx()
      .database.db.select({ role: clubRoleTerms.role, endedAt: clubRoleTerms.endedAt })
      .from(clubRoleTerms)
      .where(and(eq(clubRoleTerms.clubId, club.id), eq(clubRoleTerms.userId, id('ola'))))
    expect(terms.find((term) => term.role === 'officer')?.endedAt).toBeInstanceOf(Date)
    expect(terms.find((term) => term.role === 'member')?.endedAt).toBeNull()
    const [applied] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.handover_applied'), eq(auditLog.subjectId, club.uid)))
    expect(applied).toMatchObject({ actorId: null, details: { steppedDown: [uid('ola')] } })
  })

  it('steps down at once when the date has passed', async () => {
    const club = await chessClub()
    const response = await as('ola').put(`/api/v1/clubs/${club.uid}/handover`, {
      incoming: [uid('sam')],
      outgoing: [uid('ola')],
      endsAt: inHours(-1),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(ClubHandoverAnswer.parse(response.json()).handover).toBeNull()
    expect(await roleOf(club.id, 'ola')).toBe('member')
    expect(await roleOf(club.id, 'sam')).toBe('officer')
  })

  it('names the person or date that cannot be', async () => {
    const club = await chessClub()
    const url = `/api/v1/clubs/${club.uid}/handover`
    const cases: [object, string][] = [
      [{ incoming: [uid('tia')], outgoing: [], endsAt: inHours(1) }, 'body.incoming.0'],
      [{ incoming: [uid('rex')], outgoing: [uid('sam')], endsAt: inHours(1) }, 'body.outgoing.0'],
      [{ incoming: [uid('rex')], outgoing: [uid('rex')], endsAt: inHours(1) }, 'body.outgoing.0'],
      [{ incoming: [uid('rex')], outgoing: [], endsAt: inHours(24 * 400) }, 'body.endsAt'],
      [{ incoming: [], outgoing: [uid('ola')], endsAt: inHours(1) }, 'body.incoming'],
      [{ incoming: [uid('rex')], outgoing: [], endsAt: 'next friday' }, 'body.endsAt'],
    ]
    for (const [payload, field] of cases) {
      const response = await as('ola').put(url, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.body).toContain(field)
    }
    // Nothing of the refused hand-overs happened.
    expect(await roleOf(club.id, 'rex')).toBe('member')
    expect(await handover(club.uid)).toBeNull()
  })

  it('is for those who may change the officers: not members, not officers when locked', async () => {
    const club = await chessClub()
    const url = `/api/v1/clubs/${club.uid}/handover`
    const payload = { incoming: [uid('rex')], outgoing: [uid('ola')], endsAt: inHours(1) }
    expect((await as('sam').put(url, payload)).statusCode).toBe(403)
    expect((await as('tia').get(url)).statusCode).toBe(403)
    await ctx().database.db.update(clubs).set({ lockedOfficers: true }).where(eq(clubs.id, club.id))
    expect((await as('ola').put(url, payload)).statusCode).toBe(403)
    expect(await roleOf(club.id, 'rex')).toBe('member')
  })

  it('is called off by DELETE: everyone keeps their role', async () => {
    const club = await chessClub()
    const url = `/api/v1/clubs/${club.uid}/handover`
    await as('ola').put(url, { incoming: [uid('rex')], outgoing: [uid('ola')], endsAt: inHours(1) })
    expect((await as('ola').delete(url)).statusCode).toBe(204)
    expect(await handover(club.uid)).toBeNull()
    expect((await as('ola').delete(url)).statusCode).toBe(404)
    await applyDueHandovers(ctx().database.db, ctx().app.outbox, new Date(Date.now() + 2 * HOUR))
    expect(await roleOf(club.id, 'ola')).toBe('officer')
    expect(await roleOf(club.id, 'rex')).toBe('officer')
  })

  it('never leaves a club without an officer: the last one stays, and the entry says so', async () => {
    const club = await insertClub(ctx(), school, {
      name: 'Film',
      officers: [id('pat')],
      members: [id('uma')],
    })
    const url = `/api/v1/clubs/${club.uid}/handover`
    await as('pat').put(url, { incoming: [uid('uma')], outgoing: [uid('pat')], endsAt: inHours(1) })
    // Uma steps down again before the date: Pat is the club's only officer.
    const back = await as('uma').put(`/api/v1/clubs/${club.uid}/members/${uid('uma')}`, {
      role: 'member',
    })
    expect(back.statusCode, back.body).toBe(204)
    await applyDueHandovers(ctx().database.db, ctx().app.outbox, new Date(Date.now() + 2 * HOUR))
    expect(await roleOf(club.id, 'pat')).toBe('officer')
    const [applied] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.handover_applied'), eq(auditLog.subjectId, club.uid)))
    expect(applied?.details).toEqual({ steppedDown: [], kept: [uid('pat')] })
  })
})
