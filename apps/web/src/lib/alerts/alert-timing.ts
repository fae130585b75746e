/** Spec 9 "Alert auto-close 3000 ms, show delay 100 ms, fade 250 ms". */
export const ALERT_SHOW_DELAY_MS = 100
export const ALERT_AUTO_CLOSE_MS = 3000
export const ALERT_FADE_MS = 250
