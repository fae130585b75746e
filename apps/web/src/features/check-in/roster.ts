import type { CheckInRoster } from '@quad/shared'

export type RosterEntry = CheckInRoster['items'][number]

/** The roster's entry for a code, or null when no ticket has it. */
export function findEntry(roster: CheckInRoster | null, code: string): RosterEntry | null {
  return roster?.items.find((entry) => entry.code === code) ?? null
}

/** The roster after one check-in: the entry's time and the count, as the server would say. */
export function withCheckIn(roster: CheckInRoster, code: string, at: string, count?: number) {
  let added = 0
  const items = roster.items.map((entry) => {
    if (entry.code !== code || entry.checkedInAt !== null) return entry
    added = 1
    return { ...entry, checkedInAt: at }
  })
  return { ...roster, items, checkedIn: count ?? roster.checkedIn + added }
}
