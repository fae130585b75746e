import type { OutboxMessage, SubscriberScope } from '../../platform/outbox/messages.ts'
import {
  notificationKind,
  type AnyNotificationKind,
  type Recipient,
} from '../../platform/notification-kinds.ts'
import type { LmsNoticeKind } from './outbox-messages.ts'
import { studentTimeZone } from '../notifications/index.ts'
import { announcementFacts, dueLabel, workFacts } from './notice-facts.ts'
import './outbox-messages.ts'

/** What an academic notice stores: enough to draw its text later. */
interface WorkNotice {
  workId: string
  name: string
  courseName: string
  /** When it is due, as the student reads it ('tomorrow 09:00'), or ''. */
  due: string
  grade: string
}
interface AnnouncementNotice {
  announcementId: string
  title: string
  courseName: string
}

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    lms_new_assignment: WorkNotice
    lms_new_quiz: WorkNotice
    lms_graded: WorkNotice
    lms_due_reminder: WorkNotice
    lms_announcement: AnnouncementNotice
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
/** Every academic notice leads to the student's academic page (spec 2 /edu). */
const EDU = '/edu'

/** The student told about one piece of work, when the message is this kind's notice. */
function aboutWork(notice: LmsNoticeKind) {
  return async (
    { payload }: OutboxMessage<'lms.noticed'>,
    { tx, school }: SubscriberScope,
  ): Promise<Recipient<WorkNotice>[]> => {
    if (payload.notice !== notice) return []
    const work = await workFacts(tx, payload.itemId, payload.userId)
    if (!work) return []
    const due = work.dueAt
      ? dueLabel(work.dueAt, new Date(), await studentTimeZone(tx, school, payload.userId))
      : ''
    const grade = work.grade ?? (work.score === null ? '' : String(work.score))
    return [
      {
        userId: payload.userId,
        // Nobody in Quad did this: the LMS did, on the student's own account.
        actorId: payload.userId,
        payload: {
          workId: String(payload.itemId),
          name: work.name,
          courseName: work.courseName,
          due,
          grade,
        },
      },
    ]
  }
}

const dueText = (payload: { due?: unknown }) =>
  text(payload.due) ? `, due ${text(payload.due)}` : ''

/**
 * Spec 3's academic keys (issue 17), raised by the sync and the reminder sweep through
 * `lms.noticed`, gated by the matrix as every kind is: `assignmentDueDates` (a new
 * assignment with a due date, and the one reminder a day before), `quizDates` (a new
 * quiz with a due date), `grades` (a submission newly graded), `courseAnnouncements`.
 */
export const academicNotificationKinds: AnyNotificationKind[] = [
  notificationKind({
    type: 'lms_new_assignment',
    category: 'academic',
    setting: 'assignmentDueDates',
    text: (_actor, p) => `New assignment in ${text(p.courseName)}: ${text(p.name)}${dueText(p)}`,
    link: () => EDU,
    batchKey: () => null,
    raisedBy: { message: 'lms.noticed', recipients: aboutWork('assignment') },
  }),
  notificationKind({
    type: 'lms_new_quiz',
    category: 'academic',
    setting: 'quizDates',
    text: (_actor, p) => `New quiz in ${text(p.courseName)}: ${text(p.name)}${dueText(p)}`,
    link: () => EDU,
    batchKey: () => null,
    raisedBy: { message: 'lms.noticed', recipients: aboutWork('quiz') },
  }),
  notificationKind({
    type: 'lms_graded',
    category: 'academic',
    setting: 'grades',
    text: (_actor, p) =>
      `${text(p.name)} in ${text(p.courseName)} was graded${text(p.grade) ? `: ${text(p.grade)}` : ''}`,
    // The grade stays off the lock screen (issue 34).
    lockScreenText: (_actor, p) => `${text(p.name)} in ${text(p.courseName)} was graded`,
    link: () => EDU,
    batchKey: () => null,
    raisedBy: { message: 'lms.noticed', recipients: aboutWork('grade') },
  }),
  notificationKind({
    type: 'lms_due_reminder',
    category: 'academic',
    setting: 'assignmentDueDates',
    // The brief's wording: "Due tomorrow 09:00: Essay 2 (History 101)".
    text: (_actor, p) => {
      const due = text(p.due)
      return `Due ${due}: ${text(p.name)} (${text(p.courseName)})`
    },
    link: () => EDU,
    batchKey: () => null,
    raisedBy: { message: 'lms.noticed', recipients: aboutWork('due-reminder') },
  }),
  notificationKind({
    type: 'lms_announcement',
    category: 'academic',
    setting: 'courseAnnouncements',
    text: (_actor, p) => `${text(p.courseName)}: ${text(p.title)}`,
    link: () => EDU,
    batchKey: () => null,
    raisedBy: {
      message: 'lms.noticed',
      async recipients({ payload }, { tx }) {
        if (payload.notice !== 'announcement') return []
        const facts = await announcementFacts(tx, payload.itemId)
        if (!facts) return []
        return [
          {
            userId: payload.userId,
            actorId: payload.userId,
            payload: { announcementId: String(payload.itemId), ...facts },
          },
        ]
      },
    },
  }),
]
