import {
  NOTIFICATION_PLATFORMS,
  SETTINGS_OF,
  type NotificationCategory,
  type NotificationPlatform,
  type PlatformSwitches,
  type YesNo,
} from '@quad/shared'

/**
 * The preference matrix as pure functions (spec 3 "Notification settings"): a stored
 * override wins over the school's default, which wins over Quad's. Keys:
 * `academic.grades`, `general.chat`, `groups.{groupId}.{role}.{setting}`.
 */
export type Overrides = Record<string, Record<string, string>>

/**
 * Quad's defaults. In-app: everything. Email: what a student would not want to miss
 * and is rare (requests, grades, due dates); never likes or chatter, whose floods are
 * what students complain about elsewhere. Mobile (push, issue 34): what a messaging app
 * buzzes for — messages, requests, school work, club business — but not likes or the
 * school's feed; nothing reaches a device until its student turns push on there.
 */
const EMAIL_BY_DEFAULT = new Set([
  'general.connectionRequests',
  'academic.assignmentDueDates',
  'academic.grades',
  'academic.quizDates',
  'groups.officer.newMemberRequiresValidation',
  'groups.officer.refundRequestReceived',
])

const MOBILE_OFF_BY_DEFAULT = new Set([
  'general.postLikes',
  'general.commentLikes',
  'general.schoolFeedPosts',
])

/** Chat has its own unread badge: a bell item per message would be the flood (opt in). */
const IN_APP_OFF_BY_DEFAULT = new Set(['general.chat'])

export function quadDefault(key: string): PlatformSwitches {
  const generic = genericKey(key)
  return {
    in_app: IN_APP_OFF_BY_DEFAULT.has(generic) ? 'no' : 'yes',
    mobile: MOBILE_OFF_BY_DEFAULT.has(generic) ? 'no' : 'yes',
    email: EMAIL_BY_DEFAULT.has(generic) ? 'yes' : 'no',
  }
}

/** The switches in force for one key, layer over layer. */
export function switchesFor(
  key: string,
  schoolDefaults: Overrides,
  overrides: Overrides,
  /** A kind's own Quad default where it differs from its setting's (a mention in chat). */
  kindDefault: Partial<PlatformSwitches> = {},
): PlatformSwitches {
  const result = { ...quadDefault(key), ...kindDefault }
  for (const layer of [schoolDefaults[genericKey(key)], schoolDefaults[key], overrides[key]]) {
    if (!layer) continue
    for (const platform of NOTIFICATION_PLATFORMS) {
      const value = layer[platform]
      if (value === 'yes' || value === 'no') result[platform] = value as YesNo
    }
  }
  return result
}

/** A group key without its group id, as school defaults name it. */
function genericKey(key: string): string {
  const parts = key.split('.')
  return parts[0] === 'groups' && parts.length === 4 ? `groups.${parts[2]}.${parts[3]}` : key
}

/**
 * The key of a setting's global switch: `category.setting`, so a group setting switched
 * off globally (`groups.newMember`) is off in every club and for every role.
 */
export function globalKey(key: string): string {
  const parts = key.split('.')
  return parts[0] === 'groups' && parts.length === 4 ? `groups.${parts[3]}` : key
}

/** The stored key of one club's setting for one role (spec 3 groups). */
export function groupKey(groupId: string, role: 'member' | 'officer', setting: string): string {
  return `groups.${groupId}.${role}.${setting}`
}

/** Whether `setting` is a key of `category` (for groups: of the role). */
export function isKnownSetting(
  category: NotificationCategory | 'member' | 'officer',
  setting: string,
) {
  const list: readonly string[] =
    category === 'groups' ? [...SETTINGS_OF.member, ...SETTINGS_OF.officer] : SETTINGS_OF[category]
  return list.includes(setting)
}

export interface Decision {
  platform: NotificationPlatform
  deliver: boolean
}

/**
 * Whether an event goes out on each platform: the global switch of its setting, the
 * student's switch for the platform, and what the school can deliver.
 */
export function decide(
  key: string,
  schoolDefaults: Overrides,
  overrides: Overrides,
  global: Record<string, string>,
  capabilities: Record<NotificationPlatform, boolean>,
  kindDefault: Partial<PlatformSwitches> = {},
): Record<NotificationPlatform, boolean> {
  const on = global[globalKey(key)] !== 'disabled'
  const switches = switchesFor(key, schoolDefaults, overrides, kindDefault)
  return {
    in_app: on && capabilities.in_app && switches.in_app === 'yes',
    mobile: on && capabilities.mobile && switches.mobile === 'yes',
    email: on && capabilities.email && switches.email === 'yes',
  }
}
