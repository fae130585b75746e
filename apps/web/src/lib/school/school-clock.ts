import { useMemo } from 'react'
import { isTimeZone } from '@quad/shared'
import { zoneLabel } from '../i18n/zone-label.ts'
import { deviceTimeZone } from '../time-zones.ts'
import { useSchool } from './school.ts'

/**
 * Issue 30 bug 4 (decision 072): times of the school's life (events, the calendar) read in
 * the school's zone, wherever the device is; a time names its zone whenever the device's
 * differs, so "5:30 PM EST" on a laptop in London is never mistaken for London's 5:30 PM.
 */
export interface SchoolClock {
  /** The school's IANA zone (the device's, should this browser not know the school's). */
  zone: string
  /** Whether a time should name its zone: the device is elsewhere. */
  labelled: boolean
}

export function schoolClock(schoolZone: string, device: string = deviceTimeZone()): SchoolClock {
  const zone = isTimeZone(schoolZone) ? schoolZone : device
  // Both names are canonical: the device's as Intl reports it, the school's as saved.
  return { zone, labelled: zone !== device }
}

/** The school's clock, from the school settings the shell has loaded. */
export function useSchoolClock(): SchoolClock {
  const zone = useSchool().time_zone
  return useMemo(() => schoolClock(zone), [zone])
}

/**
 * A time as the school reads it, its zone named when the device's differs ("5:30 PM EST");
 * a no-break space keeps the name on the time's line on a phone.
 */
export function withZoneLabel(clock: SchoolClock, text: string, at: Date): string {
  return clock.labelled ? `${text}\u00a0${zoneLabel(clock.zone, at)}` : text
}
