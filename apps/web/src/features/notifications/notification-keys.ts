/*
 * Where notifications live in the TanStack Query cache. The realtime client writes the
 * count there and the shell's bell reads it; no imports, so the shell carries only this.
 * The panel and settings keep their queries under `all` (features/notifications/api.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: unread notifications, from GET unread-count and the socket's frames. */
  unreadCount: ['notifications', 'unreadCount'] as const,
  /** The panel's list, which a new notification makes stale. */
  list: ['notifications', 'list'] as const,
  /** The settings matrix, which joining or leaving a club changes (its groups). */
  preferences: ['notifications', 'preferences'] as const,
}
