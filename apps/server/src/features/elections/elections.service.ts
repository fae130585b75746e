import './outbox-messages.ts'
import { eq } from 'drizzle-orm'
import { ELECTION_DAYS_MAX, type ElectionBody, type ElectionList } from '@quad/shared'
import { clubElectionPositions, clubElections } from '../../db/schema/elections.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, fieldError } from '../../platform/errors.ts'
import {
  auditClub,
  findClubRow,
  requireOfficerChange,
  type AdminDeps,
  type ClubRow,
  type OfficerCheck,
} from '../clubs/index.ts'
import { electionsOfClub, findElection, phaseOf, type ElectionRow } from './election-rows.ts'
import { electionSummary, electionView } from './election-view.ts'

const DAY_MS = 86_400_000

/** What each election service is given: the club's admin deps and whether they manage it. */
export interface ElectionRequest {
  deps: AdminDeps
  clubUid: string
  /** May change the club's officers: create, nominate others, confirm, call off. */
  mayManage: OfficerCheck
}

/**
 * The club (locked; active, else a 409: an archived club is read-only) and its election,
 * in one transaction with the action on them.
 */
export async function electionInClub(
  tx: DbOrTx,
  request: ElectionRequest,
  electionUid: string,
  lock = false,
): Promise<{ club: ClubRow; row: ElectionRow }> {
  const club = await findClubRow(tx, request.deps.school, request.clubUid)
  if (club.status !== 'active') throw conflict('The club is archived: its elections are closed.')
  const row = await findElection(tx, club.id, electionUid, lock)
  return { club, row }
}

/** `GET /api/v1/clubs/{id}/elections`: the club's elections, newest vote first. */
export async function listElections(request: ElectionRequest, now = new Date()) {
  const { deps } = request
  const club = await findClubRow(deps.db, deps.school, request.clubUid, false)
  const rows = await electionsOfClub(deps.db, club.id)
  const answer: ElectionList = {
    items: rows.map((row) => electionSummary(row, now)),
    canManage: request.mayManage && club.status === 'active',
  }
  return answer
}

/** `GET …/elections/{electionId}`. */
export async function readElection(
  request: ElectionRequest,
  electionUid: string,
  now = new Date(),
) {
  const { deps } = request
  const club = await findClubRow(deps.db, deps.school, request.clubUid, false)
  const row = await findElection(deps.db, club.id, electionUid)
  const viewer = {
    userId: deps.origin.actorId,
    canManage: request.mayManage && club.status === 'active',
  }
  return electionView(deps.db, club, row, viewer, now)
}

/**
 * `POST /api/v1/clubs/{id}/elections`: by those who may change the club's officers, for
 * an active club. 400 names the date out of order or a position listed twice.
 */
export function createElection(request: ElectionRequest, body: ElectionBody, now = new Date()) {
  const { deps } = request
  requireOfficerChange(request.mayManage)
  const eligibleAt = new Date(body.eligibleAt)
  const votingOpensAt = new Date(body.votingOpensAt)
  const votingClosesAt = new Date(body.votingClosesAt)
  // Candidates need a time to stand: voting that opened already would have none.
  if (votingOpensAt <= now) throw fieldError('body.votingOpensAt', 'is not in the future')
  if (votingClosesAt <= votingOpensAt) {
    throw fieldError('body.votingClosesAt', 'must be after voting opens')
  }
  if (votingClosesAt.getTime() > now.getTime() + ELECTION_DAYS_MAX * DAY_MS) {
    throw fieldError('body.votingClosesAt', 'is more than a year ahead')
  }
  if (eligibleAt > votingOpensAt) {
    throw fieldError('body.eligibleAt', 'must be no later than voting opens')
  }
  const titles = body.positions.map((title) => title.toLocaleLowerCase())
  const twice = titles.findIndex((title, i) => titles.indexOf(title) !== i)
  if (twice >= 0) throw fieldError(`body.positions.${String(twice)}`, 'is listed twice')
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, request.clubUid)
    if (club.status !== 'active') throw conflict('Only an active club holds elections.')
    const [created] = await tx
      .insert(clubElections)
      .values({
        clubId: club.id,
        schoolId: deps.school.id,
        title: body.title,
        eligibleAt,
        votingOpensAt,
        votingClosesAt,
        createdBy: deps.origin.actorId,
      })
      .returning({ id: clubElections.id, uid: clubElections.uid })
    if (!created) throw new Error('The election was not stored')
    await tx
      .insert(clubElectionPositions)
      .values(
        body.positions.map((title, sortOrder) => ({ electionId: created.id, title, sortOrder })),
      )
    await auditClub(tx, deps, club, 'club.election_create', {
      election: created.uid,
      title: body.title,
      positions: body.positions,
      eligibleAt: eligibleAt.toISOString(),
      votingOpensAt: votingOpensAt.toISOString(),
      votingClosesAt: votingClosesAt.toISOString(),
    })
    await deps.outbox.emit(tx, deps.school, 'election.called', {
      electionId: created.id,
      clubId: club.id,
      byUserId: deps.origin.actorId,
    })
    const row = await findElection(tx, club.id, created.uid)
    const viewer = { userId: deps.origin.actorId, canManage: true }
    return electionView(tx, club, row, viewer, now)
  })
}

/** `DELETE …/elections/{electionId}`: called off before its result is confirmed. */
export function cancelElection(request: ElectionRequest, electionUid: string, now = new Date()) {
  const { deps } = request
  requireOfficerChange(request.mayManage)
  return deps.db.transaction(async (tx) => {
    const { club, row } = await electionInClub(tx, request, electionUid, true)
    const phase = phaseOf(row, now)
    if (phase === 'confirmed') throw conflict('This election’s result is already confirmed.')
    if (phase === 'cancelled') throw conflict('This election was called off.')
    await tx.update(clubElections).set({ cancelledAt: now }).where(eq(clubElections.id, row.id))
    await auditClub(tx, deps, club, 'club.election_cancel', { election: row.uid, phase })
  })
}
