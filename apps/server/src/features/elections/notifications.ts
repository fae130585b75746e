import './outbox-messages.ts'
import { and, eq, notExists, sql } from 'drizzle-orm'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { clubElections, clubElectionVoters } from '../../db/schema/elections.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, payloadText as text } from '../clubs/index.ts'
import { eligibleVoter } from './election-rows.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    club_election_called: {
      electionId: string
      title: string
      clubId: string
      clubName: string
      votingOpensAt: string
    }
    club_election_voting_open: {
      electionId: string
      title: string
      clubId: string
      clubName: string
      votingClosesAt: string
    }
  }
}

/** What both notices say of the election. */
interface ElectionNotice {
  electionId: string
  title: string
  clubId: string
  clubName: string
}

/** The election as its notices name it, with its dates. */
async function noticeOf(tx: DbOrTx, electionId: number) {
  const [election] = await tx
    .select({
      uid: clubElections.uid,
      title: clubElections.title,
      eligibleAt: clubElections.eligibleAt,
      opensAt: clubElections.votingOpensAt,
      closesAt: clubElections.votingClosesAt,
      clubId: clubElections.clubId,
      clubUid: clubs.uid,
      clubName: clubs.name,
    })
    .from(clubElections)
    .innerJoin(clubs, eq(clubs.id, clubElections.clubId))
    .where(eq(clubElections.id, electionId))
  if (!election) return null
  const { uid, title, clubUid, clubName } = election
  const notice: ElectionNotice = { electionId: uid, title, clubId: clubUid, clubName }
  return { ...election, notice }
}

/**
 * Decision 108: an election's notices are club news to its members, spec 3's member key
 * `postsOnNews`, each linking to the election's page.
 */
const asClubNews = {
  category: 'groups',
  setting: 'postsOnNews',
  groupRole: 'member',
  group: (payload: ElectionNotice) => ({
    id: text(payload.clubId),
    name: text(payload.clubName),
    role: 'member' as const,
  }),
  link: (_uid: string, payload: ElectionNotice) =>
    `/_/_/clubs/${text(payload.clubId)}/elections/${text(payload.electionId)}`,
  batchKey: () => null,
} as const

export const electionNotificationKinds = [
  /* Called: the club's members (but the officer who called it), so they can stand. */
  notificationKind({
    ...asClubNews,
    type: 'club_election_called',
    text: (actor, payload) =>
      `${actor} called ${text(payload.title)} in ${text(payload.clubName)}: stand for a position before voting opens`,
    raisedBy: {
      message: 'election.called',
      async recipients({ payload }, { tx }) {
        const election = await noticeOf(tx, payload.electionId)
        if (!election) return []
        const members = await membersOf(tx, payload.clubId, undefined, payload.byUserId)
        const notice = { ...election.notice, votingOpensAt: election.opensAt.toISOString() }
        return members.map((userId) => ({ userId, actorId: payload.byUserId, payload: notice }))
      },
    },
  }),
  /* Voting opened (the `election-voting-opened` job): those who may vote and have not yet. */
  notificationKind({
    ...asClubNews,
    type: 'club_election_voting_open',
    text: (_actor, payload) =>
      `Voting is open in ${text(payload.title)} (${text(payload.clubName)}): cast your ballot before it closes`,
    raisedBy: {
      message: 'election.voting_opened',
      async recipients({ payload }, { tx }) {
        const election = await noticeOf(tx, payload.electionId)
        if (!election) return []
        const voters = await tx
          .select({ userId: clubMemberships.userId })
          .from(clubMemberships)
          .where(and(eligibleVoter(election), notVoted(tx, payload.electionId)))
        const notice = { ...election.notice, votingClosesAt: election.closesAt.toISOString() }
        return voters.map(({ userId }) => ({ userId, actorId: payload.byUserId, payload: notice }))
      },
    },
  }),
]

/** The member (a row of `club_memberships`) has cast no ballot in the election. */
const notVoted = (tx: DbOrTx, electionId: number) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(clubElectionVoters)
      .where(
        and(
          eq(clubElectionVoters.electionId, electionId),
          eq(clubElectionVoters.userId, clubMemberships.userId),
        ),
      ),
  )
