import * as z from 'zod/mini'
import { Cursor, Page } from './paging.ts'
import { ChatPerson } from './chat.ts'

/**
 * Notification contracts (issue 7; spec 3 "Notification settings", spec 7 and api.md
 * "Notifications"). One matrix of categories × settings × platforms decides every
 * delivery.
 */

/** Spec 3: the platforms a notification may go out on. */
export const NOTIFICATION_PLATFORMS = ['in_app', 'mobile', 'email'] as const
export const NotificationPlatform = z.enum(NOTIFICATION_PLATFORMS)
export type NotificationPlatform = z.infer<typeof NotificationPlatform>

/** Spec 3: the keys of each category. */
export const ACADEMIC_SETTINGS = [
  'assignmentDueDates',
  'courseAnnouncements',
  'grades',
  'quizDates',
] as const
export const GENERAL_SETTINGS = [
  /** Not spec 3's: a badge the school defines was awarded (issue 36 item 3). */
  'badgesEarned',
  'chat',
  'commentLikes',
  'commentsOnCommentedPosts',
  'connectionRequests',
  'postLikes',
  'schoolFeedPosts',
  'surveyAnswered',
  /** Not spec 3's: staff approved or returned a co-curricular transcript entry (issue 36 item 2). */
  'transcriptReviews',
] as const
export const GROUP_MEMBER_SETTINGS = [
  'commentsOnForumPost',
  'postsOnGroupFeed',
  'postsOnNews',
] as const
export const GROUP_OFFICER_SETTINGS = [
  'anonymousSurveySubmission',
  'budgetSubmissionRejected',
  'eventReminder',
  'newEventFromMember',
  'newEventFromOfficer',
  'newEventRegistration',
  'newJob',
  'newMember',
  'newMemberRequiresValidation',
  'newOfficer',
  'newStorePurchase',
  'newsCreated',
  'promotionToEventMainList',
  'refundRequestReceived',
  'surveyAnswered',
  'surveySubmissionDenied',
] as const

/**
 * Spec 3 officer keys that also reach a student as an attendee (decision 035: a reminder,
 * a move off the waiting list, and a cancellation, which decision 034 files under
 * `eventReminder`). An attendee may be in no club, so these are the student's own
 * `groups.<setting>` switches (and its global On), not a club's.
 */
export const ATTENDEE_SETTINGS = ['eventReminder', 'promotionToEventMainList'] as const

export const NotificationCategory = z.enum(['academic', 'general', 'groups'])
export type NotificationCategory = z.infer<typeof NotificationCategory>
/** Spec 3 / spec 6: the group roles that have notification settings. */
export const GroupRole = z.enum(['member', 'officer'])
export type GroupRole = z.infer<typeof GroupRole>

/** The settings of a category (for groups: of a role). */
export const SETTINGS_OF = {
  academic: ACADEMIC_SETTINGS,
  general: GENERAL_SETTINGS,
  member: GROUP_MEMBER_SETTINGS,
  officer: GROUP_OFFICER_SETTINGS,
} as const

/** Spec 3 "Boolean enums": a platform's switch is yes/no; a global switch is enabled/disabled. */
export const YesNo = z.enum(['yes', 'no'])
export type YesNo = z.infer<typeof YesNo>
export const EnabledDisabled = z.enum(['enabled', 'disabled'])
export type EnabledDisabled = z.infer<typeof EnabledDisabled>

/** One setting's switches, one per platform. */
export const PlatformSwitches = z.object({ in_app: YesNo, mobile: YesNo, email: YesNo })
export type PlatformSwitches = z.infer<typeof PlatformSwitches>
/** A PATCH changes any of them. */
export const PlatformSwitchesPatch = z.partial(PlatformSwitches)
export type PlatformSwitchesPatch = z.infer<typeof PlatformSwitchesPatch>

const SettingMap = z.record(z.string(), PlatformSwitches)

/** `GET /api/v1/notifications/preferences`: the whole matrix, defaults filled in. */
export const NotificationPreferences = z.object({
  academic: SettingMap,
  general: SettingMap,
  /** Per club the student belongs to, per role they hold there. */
  groups: z.array(
    z.object({
      groupId: z.string(),
      name: z.string(),
      role: GroupRole,
      settings: SettingMap,
    }),
  ),
  /** The attendee settings (`ATTENDEE_SETTINGS`): every student's, in no club. */
  attendee: SettingMap,
  /** A setting switched off here is off on every platform (and, for groups, in every club). */
  global: z.object({
    academic: z.record(z.string(), EnabledDisabled),
    general: z.record(z.string(), EnabledDisabled),
    groups: z.record(z.string(), EnabledDisabled),
  }),
  /** How email arrives: one per event, or one daily digest. */
  email: z.object({
    digest: z.enum(['off', 'daily']),
    /** Quiet hours, local "HH:MM" in `timeZone`: nothing is emailed or pushed in between (in-app still). */
    quietHours: z.nullable(z.object({ start: z.string(), end: z.string() })),
    /** The student's own zone; null follows the school's (issue 30 bug 4). */
    timeZone: z.nullable(z.string()),
  }),
  /** Pushes to the student's devices (issue 34); quiet hours above hold them too. */
  push: z.object({ lockScreenText: z.boolean() }),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferences>

/** `GET /api/v1/notifications/capabilities`: which platforms this school delivers. */
export const NotificationCapabilities = z.object({
  in_app: z.boolean(),
  mobile: z.boolean(),
  email: z.boolean(),
  /**
   * The settings anything at this school can raise (issue 12: settings show only these),
   * per category and, for clubs, per role. The preferences matrix keeps every spec 3 key.
   */
  offered: z.object({
    academic: z.array(z.string()),
    general: z.array(z.string()),
    member: z.array(z.string()),
    officer: z.array(z.string()),
    /** Attendee settings something at the school can raise (`ATTENDEE_SETTINGS`). */
    attendee: z.array(z.string()),
  }),
})
export type NotificationCapabilities = z.infer<typeof NotificationCapabilities>

/** Who caused it: the same person summary chat shows. */
export const NotificationActor = ChatPerson

export const NotificationItem = z.object({
  id: z.number(),
  /** What happened: `connection_request`, `connection_accepted`, ... */
  type: z.string(),
  category: NotificationCategory,
  /** The preference that let it through ("Why did I get this?"). */
  setting: z.string(),
  /** For a club notification: the club and the role whose setting that is. */
  group: z.nullable(z.object({ id: z.string(), name: z.string(), role: GroupRole })),
  /** Plain text, already phrased for the reader. */
  text: z.string(),
  /** Where the item leads, an app path. */
  link: z.nullable(z.string()),
  actor: z.nullable(NotificationActor),
  /** Rapid repeats fold into one item (issue 7: "ten likes become one notification"). */
  count: z.number(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type NotificationItem = z.infer<typeof NotificationItem>

/**
 * api.md `{items, total}` (count/offset) on the one paging contract (decision 025):
 * `nextCursor` reads on by keyset, without the repeats offsets give while new ones arrive.
 */
export const NotificationList = z.extend(Page(NotificationItem), { total: z.number() })
export type NotificationList = z.infer<typeof NotificationList>

export const UnreadCount = z.object({ count: z.number() })
export type UnreadCount = z.infer<typeof UnreadCount>

/** Most notifications one list call returns (`count`). */
export const NOTIFICATIONS_PAGE_MAX = 100

/**
 * `GET /api/v1/notifications`: api.md's count/offset, or a cursor from `nextCursor`
 * (decision 025); not both.
 */
export const NotificationsQuery = z
  .object({
    count: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NOTIFICATIONS_PAGE_MAX)),
      20,
    ),
    offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
    cursor: z.optional(Cursor),
  })
  .check(
    z.refine((q) => q.cursor === undefined || q.offset === 0, {
      path: ['offset'],
      message: 'offset or cursor, not both',
    }),
  )

/** Most ids one call may mark or delete. */
export const NOTIFICATION_IDS_MAX = 500
/** `PATCH /api/v1/notifications`: mark these read or unread. */
export const SetReadBody = z.object({
  ids: z
    .array(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)))
    .check(z.minLength(1), z.maxLength(NOTIFICATION_IDS_MAX)),
  read: z.boolean(),
})
