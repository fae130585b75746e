import {
  NotificationCapabilities,
  NotificationPreferences,
  type EnabledDisabled,
  type GroupRole,
  type NotificationCategory,
  type NotificationPlatform,
  type PlatformSwitches,
  type YesNo,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationKeys } from './notification-keys.ts'
import { bearerRequestJson, NOTIFICATIONS_API } from './api.ts'

const PREFERENCES = `${NOTIFICATIONS_API}/preferences`
const preferencesKey = notificationKeys.preferences

export const preferencesQuery = queryOptions({
  queryKey: preferencesKey,
  queryFn: ({ signal }) => bearerRequestJson(PREFERENCES, NotificationPreferences, { signal }),
})

export const capabilitiesQuery = queryOptions({
  queryKey: ['notifications', 'capabilities'] as const,
  queryFn: ({ signal }) =>
    bearerRequestJson(`${NOTIFICATIONS_API}/capabilities`, NotificationCapabilities, { signal }),
  staleTime: Infinity,
})

export type MatrixCategory = 'academic' | 'general'

/**
 * Issue 12: the settings page shows only what something at the school can raise (the
 * server's `offered`); the matrix itself keeps every spec 3 key.
 */
export function offeredOnly(
  switches: Record<string, PlatformSwitches>,
  offered: readonly string[],
): Record<string, PlatformSwitches> {
  return Object.fromEntries(
    Object.entries(switches).filter(([setting]) => offered.includes(setting)),
  )
}
export type EmailOptions = NotificationPreferences['email']

/** One change to the matrix: where it goes, what it sends, and how it looks at once. */
export interface PreferenceChange {
  path: string
  body: object
  apply: (preferences: NotificationPreferences) => NotificationPreferences
}

export function platformChange(
  category: MatrixCategory,
  setting: string,
  platform: NotificationPlatform,
  value: YesNo,
): PreferenceChange {
  return {
    path: `${PREFERENCES}/${category}/${setting}`,
    body: { preferences: { [platform]: value } },
    apply: (p) => {
      const current = p[category][setting]
      if (!current) return p
      return { ...p, [category]: { ...p[category], [setting]: { ...current, [platform]: value } } }
    },
  }
}

/** One club's table: which club, and the role whose settings it holds. */
export interface GroupTarget {
  groupId: string
  role: GroupRole
}

export function groupPlatformChange(
  group: GroupTarget,
  setting: string,
  platform: NotificationPlatform,
  value: YesNo,
): PreferenceChange {
  const { groupId, role } = group
  return {
    path: `${PREFERENCES}/groups/groups/${encodeURIComponent(groupId)}/${role}/${setting}`,
    body: { preferences: { [platform]: value } },
    apply: (p) => ({
      ...p,
      groups: p.groups.map((entry) => {
        const current = entry.settings[setting]
        if (entry.groupId !== groupId || entry.role !== role || !current) return entry
        return {
          ...entry,
          settings: { ...entry.settings, [setting]: { ...current, [platform]: value } },
        }
      }),
    }),
  }
}

/** A platform switch of an attendee setting: the student's own, in no club (decision 035). */
export function attendeePlatformChange(
  setting: string,
  platform: NotificationPlatform,
  value: YesNo,
): PreferenceChange {
  return {
    path: `${PREFERENCES}/groups/${setting}`,
    body: { preferences: { [platform]: value } },
    apply: (p) => {
      const current = p.attendee[setting]
      if (!current) return p
      return { ...p, attendee: { ...p.attendee, [setting]: { ...current, [platform]: value } } }
    },
  }
}

/** A setting on or off everywhere; for groups, in every club and for every role (spec 3). */
export function globalChange(
  category: NotificationCategory,
  setting: string,
  status: EnabledDisabled,
): PreferenceChange {
  return {
    path: `${PREFERENCES}/global/${category}/${setting}`,
    body: { status },
    apply: (p) => ({
      ...p,
      global: { ...p.global, [category]: { ...p.global[category], [setting]: status } },
    }),
  }
}

export function emailChange(change: Partial<EmailOptions>): PreferenceChange {
  return {
    path: `${PREFERENCES}/email`,
    body: change,
    apply: (p) => ({ ...p, email: { ...p.email, ...change } }),
  }
}

/**
 * Saved the moment it is made (issue 7): shown at once, replaced by the server's answer
 * (the whole matrix), or undone if the server refuses.
 */
export function useSavePreference() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PreferenceChange) =>
      bearerRequestJson(change.path, NotificationPreferences, {
        method: 'PATCH',
        json: change.body,
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey })
      const before = queryClient.getQueryData<NotificationPreferences>(preferencesKey)
      if (before) queryClient.setQueryData(preferencesKey, change.apply(before))
      return { before }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved)
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(preferencesKey, context.before)
    },
  })
}
