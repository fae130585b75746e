import type { Event } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'

/** "12 going", "3 places left" or "Full — waitlist": what a student weighs before answering. */
export function placesText(event: Pick<Event, 'capacity' | 'goingCount'>): string {
  if (event.capacity === null) return t('events.going', { count: formatNumber(event.goingCount) })
  const left = event.capacity - event.goingCount
  if (left <= 0) return t('events.full')
  if (left === 1) return t('events.placeLeft')
  return t('events.placesLeft', { count: formatNumber(left) })
}

/** Where: the place, "Online", or both. */
export function placeText(event: Pick<Event, 'location' | 'onlineUrl'>): string | null {
  const parts = [event.location, event.onlineUrl ? t('events.online') : null].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}
