import './outbox-messages.ts'
import { eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { forms } from '../../db/schema/forms.ts'
import { notificationKind, type Recipient } from '../../platform/notification-kinds.ts'
import type { SubscriberScope } from '../../platform/outbox/messages.ts'
import { membersOf, officerGroup, payloadText as text } from '../clubs/index.ts'

interface AnsweredNotice {
  formId: string
  title: string
  clubId: string
  clubName: string
}

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    form_answered: AnsweredNotice
    form_answered_anonymously: AnsweredNotice
  }
}

const link = (payload: { clubId?: unknown; formId?: unknown }) =>
  `/_/_/clubs/${text(payload.clubId)}/forms/${text(payload.formId)}/results`

/** The club's officers (but the one who answered, when named), told of one more answer. */
async function officersOf(
  { formId, clubId, byUserId }: { formId: number; clubId: number; byUserId: number | null },
  { tx }: SubscriberScope,
): Promise<Recipient<AnsweredNotice>[]> {
  const [form] = await tx
    .select({ uid: forms.uid, title: forms.title, clubUid: clubs.uid, clubName: clubs.name })
    .from(forms)
    .innerJoin(clubs, eq(clubs.id, forms.clubId))
    .where(eq(forms.id, formId))
  if (!form) return []
  const officers = await membersOf(tx, clubId, 'officer', byUserId ?? undefined)
  const notice = {
    formId: form.uid,
    title: form.title,
    clubId: form.clubUid,
    clubName: form.clubName,
  }
  // An anonymous answer has no actor: each officer is their own, and the text names no one.
  return officers.map((userId) => ({ userId, actorId: byUserId ?? userId, payload: notice }))
}

/**
 * Decision 110: a club's officers hear of answers to its forms, under spec 3's officer
 * keys: `surveyAnswered` for named answers, `anonymousSurveySubmission` for anonymous ones
 * (which name nobody). Answers to the same form within the hour fold into one item.
 */
export const formNotificationKinds = [
  notificationKind({
    type: 'form_answered',
    category: 'groups',
    setting: 'surveyAnswered',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} and ${String(count - 1)} more answered ${text(payload.title)}`
        : `${actor} answered ${text(payload.title)}`,
    link: (_uid, payload) => link(payload),
    batchKey: (payload) => `form:${payload.formId}`,
    raisedBy: {
      message: 'form.answered',
      recipients: async (message, scope) =>
        message.payload.byUserId === null ? [] : officersOf(message.payload, scope),
    },
  }),
  notificationKind({
    type: 'form_answered_anonymously',
    category: 'groups',
    setting: 'anonymousSurveySubmission',
    groupRole: 'officer',
    group: officerGroup,
    text: (_actor, payload, count) =>
      count > 1
        ? `${String(count)} anonymous answers to ${text(payload.title)}`
        : `An anonymous answer to ${text(payload.title)}`,
    link: (_uid, payload) => link(payload),
    batchKey: (payload) => `form:${payload.formId}`,
    raisedBy: {
      message: 'form.answered',
      recipients: async (message, scope) =>
        message.payload.byUserId === null ? officersOf(message.payload, scope) : [],
    },
  }),
]
