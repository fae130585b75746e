import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { clubElections } from '../../db/schema/elections.ts'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { subscribe, type AnySubscriber } from '../../platform/outbox/messages.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'

const VOTING_OPENED = 'election-voting-opened'

const Payload = z.object({ schoolId: z.number(), electionId: z.number() })

/**
 * When an election is called, its "voting is open" notice is queued for the moment voting
 * opens (decision 108), in the same transaction: called and never queued cannot happen.
 */
export function electionSubscribers({ jobs }: ModuleContext): AnySubscriber[] {
  return [
    subscribe({
      message: 'election.called',
      name: 'elections:voting-opened',
      handle: async ({ payload }, { tx, school }) => {
        const [election] = await tx
          .select({ opensAt: clubElections.votingOpensAt })
          .from(clubElections)
          .where(eq(clubElections.id, payload.electionId))
        if (!election) return
        await jobs.enqueue(
          tx,
          VOTING_OPENED,
          { schoolId: school.id, electionId: payload.electionId },
          { runAt: election.opensAt, singletonKey: String(payload.electionId) },
        )
      },
    }),
  ]
}

/**
 * The notice itself: an election still standing (not cancelled, not closed) whose voting
 * has opened is announced as `election.voting_opened`, which tells its eligible voters
 * (notifications.ts).
 */
export function electionJobs({ database, outbox }: ModuleContext): JobDefinition[] {
  return [
    {
      name: VOTING_OPENED,
      // A notice a few seconds late is still on time; an idle poll costs a query.
      pollSeconds: 5,
      handler: async (payload) => {
        const { schoolId, electionId } = Payload.parse(payload)
        await database.db.transaction(async (tx) => {
          const [election] = await tx
            .select({
              clubId: clubElections.clubId,
              createdBy: clubElections.createdBy,
            })
            .from(clubElections)
            .where(
              and(
                eq(clubElections.id, electionId),
                isNull(clubElections.cancelledAt),
                // The database's clock, the one the queue released the job by.
                lte(clubElections.votingOpensAt, sql`now()`),
                gt(clubElections.votingClosesAt, sql`now()`),
              ),
            )
          if (!election) return
          // A notice comes from someone: the officer who called it (an erased account leaves
          // none, and the election's page still says voting is open).
          const school = await findSchoolById(tx, schoolId)
          if (!school || election.createdBy === null) return
          await outbox.emit(tx, school, 'election.voting_opened', {
            electionId,
            clubId: election.clubId,
            byUserId: election.createdBy,
          })
        })
      },
    },
  ]
}
