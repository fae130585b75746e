import './outbox-messages.ts'
import { eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { budgetRequests } from '../../db/schema/budgets.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, officerGroup, payloadText as text } from '../clubs/index.ts'
import { stageName } from './budget-view.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    budget_decided: {
      requestId: string
      title: string
      clubId: string
      clubName: string
      decision: string
      stageName: string
      nextStageName: string
      final: boolean
      note: string
    }
  }
}

/** What the officers read of a decision on their request. */
function sentence(actor: string, payload: Record<string, unknown>): string {
  const title = text(payload['title'])
  switch (payload['decision']) {
    case 'approve':
      return payload['final'] === true
        ? `${actor} approved ${title}: the money is ${text(payload['clubName'])}'s`
        : `${actor} approved ${title} at ${text(payload['stageName'])}; it goes on to ${text(payload['nextStageName'])}`
    case 'return':
      return `${actor} returned ${title} to change: ${text(payload['note'])}`
    default:
      return `${actor} rejected ${title}: ${text(payload['note'])}`
  }
}

/**
 * Decision 109: a club's officers hear of each decision on its budget requests, approved
 * at a stage, approved in full, returned or rejected, under spec 3's officer key
 * `budgetSubmissionRejected` (the one key the spec has for budget submissions).
 */
export const budgetNotificationKinds = [
  notificationKind({
    type: 'budget_decided',
    category: 'groups',
    setting: 'budgetSubmissionRejected',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload) => sentence(actor, payload),
    link: (_uid, payload) => `/_/_/clubs/${text(payload.clubId)}`,
    batchKey: () => null,
    raisedBy: {
      message: 'budget.decided',
      async recipients({ payload }, { tx }) {
        const [request] = await tx
          .select({
            uid: budgetRequests.uid,
            title: budgetRequests.title,
            clubUid: clubs.uid,
            clubName: clubs.name,
          })
          .from(budgetRequests)
          .innerJoin(clubs, eq(clubs.id, budgetRequests.clubId))
          .where(eq(budgetRequests.id, payload.requestId))
        if (!request) return []
        const officers = await membersOf(tx, payload.clubId, 'officer')
        const notice = {
          requestId: request.uid,
          title: request.title,
          clubId: request.clubUid,
          clubName: request.clubName,
          decision: payload.decision,
          stageName: stageName(payload.stage),
          nextStageName: stageName(payload.stage + 1),
          final: payload.final,
          note: payload.note,
        }
        return officers.map((userId) => ({ userId, actorId: payload.byUserId, payload: notice }))
      },
    },
  }),
]
