import type { PlainMessageKey } from '../../lib/i18n/t.ts'

/**
 * Issue 12: settings are sub-pages, each with one way of saving. Profile and privacy are
 * forms with an explicit Save; notifications save each switch at once; blocked students
 * are unblocked one action at a time; the account page shows the sign-in email. Issue 18:
 * security (two-step sign-in, signed-in devices) and your data (what Quad records, export,
 * deleting the account).
 */
export const SETTINGS_PAGES = [
  'profile',
  'privacy',
  'notifications',
  'account',
  'security',
  'data',
  'blocked',
] as const
export type SettingsPage = (typeof SETTINGS_PAGES)[number]

export const SETTINGS_PAGE_LABELS: Record<SettingsPage, PlainMessageKey> = {
  profile: 'settings.profilePage',
  privacy: 'settings.privacyPage',
  notifications: 'settings.notificationsPage',
  account: 'settings.accountPage',
  security: 'settings.securityPage',
  data: 'settings.dataPage',
  blocked: 'settings.blockedPage',
}

export const settingsHref = (page: SettingsPage, hash = '') => `/settings/${page}${hash}`

/**
 * Where an old link to the one long page lands (emails and bookmarks from before the
 * sub-pages): `/settings#notifications` on the notifications page with its anchor kept, so
 * its heading takes focus; `#blocked` and `#privacy` on theirs; anything else on the profile.
 */
export function settingsPathForHash(hash: string): string {
  const anchor = hash.replace(/^#/, '')
  const page = SETTINGS_PAGES.find((candidate) => candidate === anchor) ?? 'profile'
  return settingsHref(page, page === 'notifications' ? '#notifications' : '')
}
