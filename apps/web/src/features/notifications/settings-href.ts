/**
 * Where the panel sends a student to choose what reaches them: the notifications settings
 * sub-page itself, not the old `/settings#notifications` (still redirected, for emails and
 * links already out there). The anchor is the section's id, so its heading takes focus
 * (use-focus-on-hash.ts) once the panel that held the link has closed.
 */
export const NOTIFICATION_SETTINGS_HREF = '/settings/notifications#notifications'
