import type { NotificationCategory, NotificationPlatform } from '@quad/shared'
import { notificationsMessages } from './messages.ts'
import { t, type PlainMessageKey } from '../../lib/i18n/t.ts'

const LABEL_PREFIXES = [
  'notifications.setting.',
  'notifications.category.',
  'notifications.role.',
  'notifications.platform.',
  'notifications.attendee.',
]

function isLabelKey(key: string): key is PlainMessageKey {
  return (
    LABEL_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
    Object.hasOwn(notificationsMessages, key)
  )
}

/** "newThingHappened" → "New thing happened": a setting newer than this catalogue still reads. */
function fromKey(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function label(prefix: string, key: string): string {
  const messageKey = `notifications.${prefix}.${key}`
  return isLabelKey(messageKey) ? t(messageKey) : fromKey(key)
}

/** A spec 3 setting key in words ("connectionRequests" → "Connection requests"). */
export function settingLabel(setting: string): string {
  return label('setting', setting)
}

/** An attendee setting as the attendee meets it; else as the catalogue words the setting. */
export function attendeeLabel(setting: string): string {
  const key = `notifications.attendee.${setting}`
  return isLabelKey(key) ? t(key) : settingLabel(setting)
}

export function categoryLabel(category: NotificationCategory): string {
  return label('category', category)
}

export function platformLabel(platform: NotificationPlatform): string {
  return label('platform', platform)
}

export function roleLabel(role: string): string {
  return label('role', role)
}
