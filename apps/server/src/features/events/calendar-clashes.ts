import type { CalendarClash, CalendarItem } from '@quad/shared'

/** A timed stretch another item may overlap. */
export interface Busy {
  id: string
  title: string
  start: number
  end: number
}

const busyOf = (item: CalendarItem): Busy => ({
  id: item.id,
  title: item.title,
  start: Date.parse(item.dateStart),
  end: Date.parse(item.dateEnd),
})

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end

/**
 * The parts' items (classes) with their clashes (issue 17, decision 051): each lists the
 * events the student is going to and the other part items it overlaps, in start order.
 * Touching ends (a class to 10:00, an event from 10:00) are no clash. Every part item
 * gets the field, an empty list when it clashes with nothing.
 */
export function withClashes(
  items: readonly CalendarItem[],
  going: readonly Busy[],
): CalendarItem[] {
  const own = items.map(busyOf)
  return items.map((item, index) => {
    const mine = own[index] as Busy
    const others = [...going, ...own.filter((_, other) => other !== index)]
    const clashes: CalendarClash[] = others
      .filter((other) => overlaps(mine, other))
      .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id))
      .map(({ id, title }) => ({ id, title }))
    return { ...item, clashes }
  })
}
