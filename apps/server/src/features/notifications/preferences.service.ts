import { eq, inArray, sql } from 'drizzle-orm'
import {
  ACADEMIC_SETTINGS,
  ATTENDEE_SETTINGS,
  GENERAL_SETTINGS,
  SETTINGS_OF,
  type EnabledDisabled,
  type GroupRole,
  type NotificationCapabilities,
  type NotificationCategory,
  type NotificationPreferences,
  type PlatformSwitches,
  type PlatformSwitchesPatch,
  withArticle,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notificationSettings } from '../../db/schema/notifications.ts'
import { badRequest, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { GroupMembership, Groups } from '../../platform/groups.ts'
import type { NotificationKinds } from '../../platform/notification-kinds.ts'
import { offeredSettings } from './catalogue.ts'
import { groupKey, isKnownSetting, switchesFor, type Overrides } from './matrix.ts'

export type SettingsRow = typeof notificationSettings.$inferSelect

/** A student who never changed anything: the defaults in force. */
export function defaultSettings(userId: number): SettingsRow {
  return {
    userId,
    preferences: {},
    global: {},
    emailDigest: 'off',
    quietStart: null,
    quietEnd: null,
    timeZone: null,
    lockScreenText: false,
  }
}

/** The zone a student's digest and quiet hours keep: their own, else their school's. */
export function zoneOf(settings: SettingsRow, school: School): string {
  return settings.timeZone ?? school.timeZone
}

/** One student's zone (for "due tomorrow 09:00" and the like). */
export async function studentTimeZone(db: DbOrTx, school: School, userId: number): Promise<string> {
  return zoneOf(await settingsOf(db, userId), school)
}

export async function settingsOf(db: DbOrTx, userId: number): Promise<SettingsRow> {
  return (await settingsOfMany(db, [userId])).get(userId) ?? defaultSettings(userId)
}

/** Stored settings of many students in one read; those without a row are absent. */
export async function settingsOfMany(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, SettingsRow>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.userId, row]))
}

/**
 * Which platforms the school delivers: in-app always; email when the school sends it;
 * mobile push always (issue 34): a device gets it once its student turns it on there.
 */
export function capabilitiesOf(school: School, kinds: NotificationKinds): NotificationCapabilities {
  return {
    in_app: true,
    mobile: true,
    email: school.notifications.email,
    offered: offeredSettings(kinds, school.connectEnabled),
  }
}

/** Whose matrix: the student, at their school, with the groups every source lists. */
export interface Reader {
  db: DbOrTx
  school: School
  groups: Groups
  userId: number
}

/** The whole matrix, every key of spec 3 with its switches in force. */
export async function preferencesView(reader: Reader): Promise<NotificationPreferences> {
  const { db, school, groups, userId } = reader
  const [row, memberships] = await Promise.all([
    settingsOf(db, userId),
    groups.membershipsOf(db, school, userId),
  ])
  const matrix = (keyOf: (setting: string) => string, settings: readonly string[]) =>
    Object.fromEntries(
      settings.map((setting) => [
        setting,
        switchesFor(keyOf(setting), school.notifications.defaults, row.preferences),
      ]),
    ) as Record<string, PlatformSwitches>
  const globals = (category: NotificationCategory) =>
    Object.fromEntries(
      Object.entries(row.global)
        .filter(([key]) => key.startsWith(`${category}.`))
        .map(([key, value]) => [key.slice(category.length + 1), value as EnabledDisabled]),
    )
  return {
    academic: matrix((setting) => `academic.${setting}`, ACADEMIC_SETTINGS),
    general: matrix((setting) => `general.${setting}`, GENERAL_SETTINGS),
    // Per group (a club): the member settings, and the officer settings too for an officer.
    groups: memberships.flatMap((group) =>
      rolesHeld(group.role).map((role) => ({
        groupId: group.uid,
        name: group.name,
        role,
        settings: matrix((setting) => groupKey(group.uid, role, setting), SETTINGS_OF[role]),
      })),
    ),
    // Decision 035: what reaches the student as an attendee, whatever club they are in.
    attendee: matrix((setting) => `groups.${setting}`, ATTENDEE_SETTINGS),
    global: {
      academic: globals('academic'),
      general: globals('general'),
      groups: globals('groups'),
    },
    email: {
      digest: row.emailDigest === 'daily' ? 'daily' : 'off',
      quietHours:
        row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
      timeZone: row.timeZone,
    },
    push: { lockScreenText: row.lockScreenText },
  }
}

async function save(db: DbOrTx, userId: number, change: Partial<SettingsRow>): Promise<void> {
  const { userId: _ignored, ...set } = change
  // An empty change (found by the R1 fuzz test: `PATCH .../email` with `{}`) changes nothing.
  if (Object.keys(set).length === 0) return
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
}

function requireSetting(category: NotificationCategory | 'member' | 'officer', setting: string) {
  if (!isKnownSetting(category, setting)) {
    throw badRequest(`params.setting: ${setting} is not ${withArticle(category)} setting`, [
      { path: 'params.setting', message: `unknown ${category} setting` },
    ])
  }
}

/**
 * `PATCH /preferences/{category}/{setting}`, body `{preferences}`: an academic or general
 * setting, or for `groups` an attendee setting (decision 035), the student's own
 * `groups.<setting>`; a club's setting has its own path with the club and role.
 */
export async function patchSetting(
  reader: Reader,
  category: NotificationCategory,
  setting: string,
  preferences: PlatformSwitchesPatch,
): Promise<NotificationPreferences> {
  const { db, userId } = reader
  if (category === 'groups') requireAttendeeSetting(setting)
  else requireSetting(category, setting)
  const row = await settingsOf(db, userId)
  await save(db, userId, {
    preferences: merged(row.preferences, `${category}.${setting}`, preferences),
  })
  return preferencesView(reader)
}

function requireAttendeeSetting(setting: string) {
  const settings: readonly string[] = ATTENDEE_SETTINGS
  if (settings.includes(setting)) return
  throw badRequest(
    `params.setting: ${setting} is a club setting; change it under groups/groups/{clubId}/{role}`,
    [{ path: 'params.setting', message: `one of ${ATTENDEE_SETTINGS.join(', ')}` }],
  )
}

/** An officer is a member too: both roles' settings apply to them (spec 3 group roles). */
function rolesHeld(role: GroupRole): GroupRole[] {
  return role === 'officer' ? ['member', 'officer'] : ['member']
}

export interface GroupSettingTarget {
  category: string
  groupId: string
  /** The role whose setting this is (`member` settings apply to officers too). */
  role: GroupRole
  setting: string
}

/**
 * `PATCH /preferences/groups/{category}/{groupId}/{subcategory}/{setting}`: one group's
 * (a club's) setting for one role. A group the student is not in (or of another school)
 * is a 404; an officer setting for a plain member is a 400 naming `subcategory`.
 */
export async function patchGroupSetting(
  reader: Reader,
  target: GroupSettingTarget,
  preferences: PlatformSwitchesPatch,
): Promise<NotificationPreferences> {
  const { category, groupId, role, setting } = target
  if (category !== 'groups') {
    throw badRequest('params.category: group preferences belong to the groups category', [
      { path: 'params.category', message: 'must be groups' },
    ])
  }
  requireSetting(role, setting)
  const { db, userId } = reader
  const group = await membershipOf(reader, groupId)
  if (!group) throw notFound('Club')
  if (!rolesHeld(group.role).includes(role)) {
    throw badRequest(`params.subcategory: you are not an officer of ${group.name}`, [
      { path: 'params.subcategory', message: 'an officer setting, and you are a member' },
    ])
  }
  const row = await settingsOf(db, userId)
  await save(db, userId, {
    preferences: merged(row.preferences, groupKey(groupId, role, setting), preferences),
  })
  return preferencesView(reader)
}

/** The student's membership of the group with this public id, whichever source owns it. */
async function membershipOf(reader: Reader, groupUid: string): Promise<GroupMembership | null> {
  const { db, school, groups, userId } = reader
  for (const kind of groups.kinds) {
    const membership = await groups.membershipOf(db, school, userId, kind, groupUid)
    if (membership) return membership
  }
  return null
}

/**
 * Forgets the student's settings for one club (they left it, or join it afresh): a
 * later membership starts from the defaults, not from what an old one chose.
 */
export async function dropGroupPreferences(
  db: DbOrTx,
  userId: number,
  groupId: string,
): Promise<void> {
  const prefix = `groups.${groupId}.`
  await db
    .update(notificationSettings)
    .set({
      preferences: sql`${notificationSettings.preferences} - array(
        select key from jsonb_object_keys(${notificationSettings.preferences}) as key
        where starts_with(key, ${prefix}))`,
    })
    .where(eq(notificationSettings.userId, userId))
}

/** `PATCH /preferences/global/{category}/{setting}`, body `{status}`. */
export async function patchGlobal(
  reader: Reader,
  category: NotificationCategory,
  setting: string,
  status: EnabledDisabled,
): Promise<NotificationPreferences> {
  const { db, userId } = reader
  requireSetting(category, setting)
  const row = await settingsOf(db, userId)
  await save(db, userId, { global: { ...row.global, [`${category}.${setting}`]: status } })
  return preferencesView(reader)
}

/** How email arrives: digest, quiet hours, time zone. */
export async function patchEmail(
  reader: Reader,
  change: {
    digest?: 'off' | 'daily' | undefined
    quietHours?: { start: string; end: string } | null | undefined
    /** null: back to following the school's zone. */
    timeZone?: string | null | undefined
  },
): Promise<NotificationPreferences> {
  const set: Partial<SettingsRow> = {}
  if (change.digest) set.emailDigest = change.digest
  if (change.quietHours !== undefined) {
    set.quietStart = change.quietHours?.start ?? null
    set.quietEnd = change.quietHours?.end ?? null
  }
  if (change.timeZone !== undefined) set.timeZone = change.timeZone
  await save(reader.db, reader.userId, set)
  return preferencesView(reader)
}

/** How pushes read on the lock screen (issue 34). */
export async function patchPush(
  reader: Reader,
  change: { lockScreenText: boolean },
): Promise<NotificationPreferences> {
  await save(reader.db, reader.userId, { lockScreenText: change.lockScreenText })
  return preferencesView(reader)
}

/** Turns one setting's email off (the one-click unsubscribe link). */
export async function unsubscribeEmail(db: DbOrTx, userId: number, key: string): Promise<void> {
  const row = await settingsOf(db, userId)
  await save(db, userId, { preferences: merged(row.preferences, key, { email: 'no' }) })
}

function merged(overrides: Overrides, key: string, patch: PlatformSwitchesPatch): Overrides {
  const current = overrides[key] ?? {}
  const next: Record<string, string> = { ...current }
  for (const [platform, value] of Object.entries(patch)) if (value) next[platform] = value
  return { ...overrides, [key]: next }
}
