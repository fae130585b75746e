import './outbox-messages.ts'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { budgetRequests } from '../../db/schema/budgets.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, officerGroup, payloadText as text } from '../clubs/index.ts'
import { stageName } from './budget-view.ts'

/** A request waiting for a stage's review: sent (or sent again), or approved at the one before. */
interface BudgetWaiting {
  requestId: string
  title: string
  clubName: string
  from: 'club' | 'stage'
  stageName: string
}

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
    budget_sent: BudgetWaiting
    budget_stage_passed: BudgetWaiting
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
 * The reviewers (`budget.review`: staff and school admins) hear of a request waiting for
 * them: sent or sent again (the first stage), or approved at a stage with one after it
 * (but not by the one who approved it, who may not review it twice). Spec 3 has no setting
 * for it: in-app always, never email, not offered (decision 024's rule).
 */
const toReviewers = {
  category: 'general',
  setting: 'budgetReviews',
  always: true,
  text: (actor: string, payload: BudgetWaiting) =>
    payload.from === 'club'
      ? `${actor} asked for money for ${text(payload.clubName)}: ${text(payload.title)}, waiting for ${payload.stageName}`
      : `${actor} approved ${text(payload.clubName)}'s ${text(payload.title)}; it waits for ${payload.stageName}`,
  link: () => '/admin/budget-requests',
  batchKey: () => null,
} as const

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
  notificationKind({
    ...toReviewers,
    type: 'budget_sent',
    raisedBy: {
      message: 'budget.submitted',
      async recipients({ payload }, { tx, school }) {
        return waitingFor(tx, school.id, payload.requestId, payload.byUserId, 'club', 1)
      },
    },
  }),
  notificationKind({
    ...toReviewers,
    type: 'budget_stage_passed',
    raisedBy: {
      message: 'budget.decided',
      async recipients({ payload }, { tx, school }) {
        if (payload.decision !== 'approve' || payload.final) return []
        const next = payload.stage + 1
        return waitingFor(tx, school.id, payload.requestId, payload.byUserId, 'stage', next)
      },
    },
  }),
]

/** The school's reviewers but `byUserId` and its sender, told that it waits for `stage`. */
async function waitingFor(
  tx: DbOrTx,
  schoolId: number,
  requestId: number,
  byUserId: number,
  from: 'club' | 'stage',
  stage: number,
) {
  const [request] = await tx
    .select({
      uid: budgetRequests.uid,
      title: budgetRequests.title,
      clubName: clubs.name,
      sentBy: budgetRequests.submittedBy,
    })
    .from(budgetRequests)
    .innerJoin(clubs, eq(clubs.id, budgetRequests.clubId))
    .where(eq(budgetRequests.id, requestId))
  if (!request) return []
  const reviewers = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        inArray(userRoles.role, ['staff', 'school_admin']),
        ne(userRoles.userId, byUserId),
        // Who sent it may not decide on it (decision 109): not told it waits for them.
        request.sentBy === null ? undefined : ne(userRoles.userId, request.sentBy),
      ),
    )
  const payload = {
    requestId: request.uid,
    title: request.title,
    clubName: request.clubName,
    from,
    stageName: stageName(stage),
  }
  return reviewers.map(({ userId }) => ({ userId, actorId: byUserId, payload }))
}
