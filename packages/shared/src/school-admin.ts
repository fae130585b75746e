import * as z from 'zod/mini'
import {
  GENERAL_SETTINGS,
  ACADEMIC_SETTINGS,
  GROUP_MEMBER_SETTINGS,
  GROUP_OFFICER_SETTINGS,
  PlatformSwitches,
} from './notifications.ts'
import { REPORT_HIDE_THRESHOLD_MAX } from './feed.ts'
import { PrivateField, Visibility } from './profile.ts'
import { HexColor, Hub, MenuLinks, NavBar, SchoolSections, SectionKey } from './school.ts'
import { TimeZone } from './time-zone.ts'

/**
 * The school page of the admin console (issue 14 item 1, decision 027): everything a
 * school admin edits, as `GET /api/v1/admin/school` answers it and, partly, as
 * `PATCH` takes it. One schema validates the web form and the server body.
 */

/** The keys a school's notification defaults name: `category.setting`, groups by role. */
export const NOTIFICATION_DEFAULT_KEYS = [
  ...ACADEMIC_SETTINGS.map((setting) => `academic.${setting}`),
  ...GENERAL_SETTINGS.map((setting) => `general.${setting}`),
  ...GROUP_MEMBER_SETTINGS.map((setting) => `groups.member.${setting}`),
  ...GROUP_OFFICER_SETTINGS.map((setting) => `groups.officer.${setting}`),
]
const NotificationDefaultKey = z.enum(NOTIFICATION_DEFAULT_KEYS)

export const NotificationDefaults = z.partialRecord(NotificationDefaultKey, PlatformSwitches)
export type NotificationDefaults = z.infer<typeof NotificationDefaults>

/** Issue 6: the largest group chat; two people are a conversation, not a group. */
export const CHAT_GROUP_LIMIT_MIN = 3
export const CHAT_GROUP_LIMIT_MAX = 500

export const ChatSwitches = z.object({
  read_receipts: z.boolean(),
  typing_indicators: z.boolean(),
  group_limit: z
    .number()
    .check(
      z.int('a whole number'),
      z.gte(CHAT_GROUP_LIMIT_MIN, `at least ${CHAT_GROUP_LIMIT_MIN}`),
      z.lte(CHAT_GROUP_LIMIT_MAX, `at most ${CHAT_GROUP_LIMIT_MAX}`),
    ),
})
export type ChatSwitches = z.infer<typeof ChatSwitches>

/**
 * The feed's switches (issue 16): students may post to the school feed (staff and admins
 * always may), and how many distinct students' reports hide a post or comment pending review.
 */
export const FeedSwitches = z.object({
  students_post: z.boolean(),
  report_threshold: z
    .number()
    .check(
      z.int('a whole number'),
      z.gte(1, 'at least 1'),
      z.lte(REPORT_HIDE_THRESHOLD_MAX, `at most ${REPORT_HIDE_THRESHOLD_MAX}`),
    ),
})
export type FeedSwitches = z.infer<typeof FeedSwitches>

const SchoolName = z
  .string()
  .check(z.trim(), z.minLength(1, 'a name is required'), z.maxLength(120, 'at most 120 characters'))

const HubName = z.string().check(z.trim(), z.minLength(1, 'a name is required'), z.maxLength(60))
const HubRow = z.object({ ...Hub.shape, name: HubName })

/** Hub ids name routes (/{hubId}/...), so two hubs with one id would be one route. */
const Hubs = z.array(HubRow).check(
  z.maxLength(20, 'at most 20 hubs'),
  z.refine(
    (hubs) => new Set(hubs.map((hub) => hub.id)).size === hubs.length,
    'each hub needs its own id',
  ),
)

export const SchoolAdmin = z.object({
  name: z.string(),
  top_bar_bg_color: HexColor,
  /** The uploaded logo and favicon, or null for none (a generated favicon is served then). */
  logo_url: z.nullable(z.string()),
  favicon_url: z.nullable(z.string()),
  connect: z.boolean(),
  sections: SchoolSections,
  nav_bar: NavBar,
  /** Issue 30 bug 4: the zone its calendar, reminders and digests follow. */
  time_zone: z.string(),
  menu_links: MenuLinks,
  hubs: z.array(Hub),
  profile_visibility_defaults: z.partialRecord(PrivateField, Visibility),
  chat: ChatSwitches,
  feed: FeedSwitches,
  notification_defaults: NotificationDefaults,
  notify_by_email: z.boolean(),
  /** Issue 18: a deleted account's posts, comments and messages: kept anonymised, or removed. */
  deleted_content: z.optional(z.enum(['anonymise', 'remove'])),
  /** Issue 18: days between asking to delete an account and its deletion. */
  deletion_grace_days: z.optional(z.number()),
})
export type SchoolAdmin = z.infer<typeof SchoolAdmin>

/** `PATCH /api/v1/admin/school`: any of the fields; what is left out stays. */
export const SchoolAdminPatch = z.partial(
  z.strictObject({
    name: SchoolName,
    top_bar_bg_color: HexColor,
    connect: z.boolean(),
    sections: z.partialRecord(SectionKey, z.boolean()),
    nav_bar: NavBar,
    time_zone: TimeZone,
    menu_links: MenuLinks,
    hubs: Hubs,
    profile_visibility_defaults: z.partialRecord(PrivateField, Visibility),
    chat: z.partial(z.strictObject(ChatSwitches.shape)),
    feed: z.partial(z.strictObject(FeedSwitches.shape)),
    notification_defaults: NotificationDefaults,
    notify_by_email: z.boolean(),
    deleted_content: z.enum(['anonymise', 'remove']),
    deletion_grace_days: z
      .number()
      .check(z.int('a whole number'), z.gte(0, 'at least 0'), z.lte(30, 'at most 30')),
  }),
)
export type SchoolAdminPatch = z.infer<typeof SchoolAdminPatch>
