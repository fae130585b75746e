import { deviceTimeZone } from '../time-zones.ts'

/** The cookie that names this browser's zone to the server's render (decision 075). */
export const ZONE_COOKIE = 'quad_tz'

/**
 * Names the device's zone to the server, so the times of the next page it renders read as
 * this browser will draw them (a page whose text differed would be drawn again). Not a
 * secret, and nothing else reads it; written only when it changed (a trip abroad).
 */
export function rememberTimeZone(): void {
  const zone = deviceTimeZone()
  const value = encodeURIComponent(zone)
  if (document.cookie.split('; ').includes(`${ZONE_COOKIE}=${value}`)) return
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax${secure}`
}
