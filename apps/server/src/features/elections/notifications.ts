import './outbox-messages.ts'
import { eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { clubElections } from '../../db/schema/elections.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, payloadText as text } from '../clubs/index.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    club_election_called: {
      electionId: string
      title: string
      clubId: string
      clubName: string
      votingOpensAt: string
    }
  }
}

/**
 * Decision 108: the club's members (but the officer who called it) hear that an election
 * is called, so they can stand before voting opens: club news to them, spec 3's member key
 * `postsOnNews`. The link is the election's page.
 */
export const electionNotificationKinds = [
  notificationKind({
    type: 'club_election_called',
    category: 'groups',
    setting: 'postsOnNews',
    groupRole: 'member',
    group: (payload) => ({
      id: text(payload.clubId),
      name: text(payload.clubName),
      role: 'member',
    }),
    text: (actor, payload) =>
      `${actor} called ${text(payload.title)} in ${text(payload.clubName)}: stand for a position before voting opens`,
    link: (_uid, payload) =>
      `/_/_/clubs/${text(payload.clubId)}/elections/${text(payload.electionId)}`,
    batchKey: () => null,
    raisedBy: {
      message: 'election.called',
      async recipients({ payload }, { tx }) {
        const [election] = await tx
          .select({
            uid: clubElections.uid,
            title: clubElections.title,
            opensAt: clubElections.votingOpensAt,
            clubUid: clubs.uid,
            clubName: clubs.name,
          })
          .from(clubElections)
          .innerJoin(clubs, eq(clubs.id, clubElections.clubId))
          .where(eq(clubElections.id, payload.electionId))
        if (!election) return []
        const members = await membersOf(tx, payload.clubId, undefined, payload.byUserId)
        const notice = {
          electionId: election.uid,
          title: election.title,
          clubId: election.clubUid,
          clubName: election.clubName,
          votingOpensAt: election.opensAt.toISOString(),
        }
        return members.map((userId) => ({ userId, actorId: payload.byUserId, payload: notice }))
      },
    },
  }),
]
