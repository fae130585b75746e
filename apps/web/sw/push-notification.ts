import { PushMessage } from '@quad/shared'

/** What the service worker shows for one push: `showNotification`'s arguments. */
export interface ShownPush {
  title: string
  options: NotificationOptions & { renotify?: boolean }
  badge: number
}

/** The icon a notification carries: the school's installable app icon (decision 081). */
const ICON = '/media/app-icons/any-192.png'

/**
 * Reads a push (decision 082: a declarative push message) into the notification to show,
 * or null when it is not one of Quad's (nothing to show; the browser's own fallback, if
 * any, applies). A tag replaces the conversation's earlier notification, and `renotify`
 * still alerts for the new one.
 */
export function notificationOf(data: unknown): ShownPush | null {
  const parsed = PushMessage.safeParse(data)
  if (!parsed.success) return null
  const { notification, app_badge: badge, user } = parsed.data
  return {
    title: notification.title,
    badge,
    options: {
      body: notification.body,
      tag: notification.tag,
      renotify: true,
      lang: notification.lang,
      silent: notification.silent,
      icon: ICON,
      data: { navigate: notification.navigate, user },
    },
  }
}

/** Where a tapped notification leads: its own absolute URL, if it is on this origin. */
export function targetOf(data: unknown, origin: string): string {
  const navigate =
    typeof data === 'object' && data !== null && 'navigate' in data ? data.navigate : null
  if (typeof navigate !== 'string') return `${origin}/`
  try {
    const url = new URL(navigate, origin)
    return url.origin === origin ? url.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}
