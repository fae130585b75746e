import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { at, calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The week and day views: spec 9's drawn spans (an hour is 4rem: 15 minutes 1rem),
 * the all-day row, overlapping items side by side, clashes in words, and Tab order by time.
 */
const items = [
  calendarItem({
    id: 'talk',
    title: 'Lightning talk',
    source: 'mine',
    viewerRsvp: 'going',
    dateStart: at(2026, 3, 10, 10),
    dateEnd: at(2026, 3, 10, 10, 10),
  }),
  calendarItem({
    id: 'lab',
    title: 'Robotics lab',
    source: 'clubs',
    clubName: 'Robotics Club',
    location: 'Workshop B',
    viewerRsvp: 'going',
    dateStart: at(2026, 3, 10, 10, 5),
    dateEnd: at(2026, 3, 10, 11),
  }),
  calendarItem({
    id: 'fair',
    title: 'Clubs fair',
    isAllDay: true,
    dateStart: '2026-03-10',
    dateEnd: '2026-03-10',
  }),
  calendarItem({
    id: 'late',
    title: 'Film night',
    dateStart: at(2026, 3, 12, 22),
    dateEnd: at(2026, 3, 13, 0),
  }),
  calendarItem({ id: 'early', title: 'Breakfast', ...hours(9, 8, 9) }),
]

function hours(day: number, from: number, to: number) {
  return { dateStart: at(2026, 3, day, from), dateEnd: at(2026, 3, day, to) }
}

function open(path: string) {
  setViewportWidth(1280)
  server.use(...calendarHandlers(items).handlers)
  return renderRoute(path)
}

beforeAll(async () => {
  await import('./calendar.tsx')
}, 60_000)

const link = (name: RegExp) => screen.getByRole('link', { name })

describe('/calendar week and day views', () => {
  it('titles the week from Monday and draws spec 9 spans', async () => {
    open('/calendar?view=week&date=2026-03-12')
    expect(await screen.findByRole('heading', { name: '9–15 March 2026' })).toBeInTheDocument()
    await screen.findByRole('link', { name: /^Lightning talk/ })
    // 10 minutes, drawn as 15.
    expect(link(/^Lightning talk/).style.height).toBe('1rem')
    expect(link(/^Lightning talk/).style.top).toBe('40rem')
    // 22:00 to midnight ends a minute early: 119 minutes, and nothing on the 13th.
    expect(Number.parseFloat(link(/^Film night/).style.height)).toBeCloseTo((119 * 4) / 60)
    const friday = screen.getByRole('group', { name: 'Friday, March 13, 2026' })
    expect(within(friday).queryAllByRole('link')).toHaveLength(0)
    // All-day: in Tuesday's all-day cell, not in the hours.
    const allDay = screen.getByRole('group', { name: 'Tuesday, March 10, 2026, All-day events' })
    expect(within(allDay).getByRole('link', { name: /Clubs fair, All day/ })).toBeInTheDocument()
    const wednesdayAllDay = screen.getByRole('group', {
      name: 'Wednesday, March 11, 2026, All-day events',
    })
    expect(within(wednesdayAllDay).queryAllByRole('link')).toHaveLength(0)
  })

  it('puts overlapping items side by side and says they clash', async () => {
    open('/calendar?view=week&date=2026-03-10')
    await screen.findByRole('link', { name: /^Robotics lab/ })
    expect(link(/^Lightning talk/).style.left).toBe('0%')
    expect(link(/^Robotics lab/).style.left).toBe('50%')
    expect(link(/^Lightning talk/)).toHaveAccessibleName(
      /Lightning talk, .*10:00.*10:10.*My events, Clashes with Robotics lab/,
    )
    expect(link(/^Robotics lab/)).toHaveAccessibleName(
      /Robotics lab, .*Workshop B, Robotics Club, My clubs, Clashes with Lightning talk/,
    )
    expect(link(/^Robotics lab/)).toHaveAttribute('href', '/events/lab')
    // Not going: no clash, whatever overlaps it.
    expect(link(/^Clubs fair/)).not.toHaveAccessibleName(/Clashes/)
  })

  it('orders its links by time, so Tab walks the week in order', async () => {
    open('/calendar?view=week&date=2026-03-10')
    await screen.findByRole('link', { name: /Film night/ })
    const region = screen.getByRole('region', { name: 'Week' })
    const titles = within(region)
      .getAllByRole('link')
      .map((a) => a.querySelector('.sr-only')?.textContent.split(',')[0])
    expect(titles).toEqual([
      'Breakfast',
      'Clubs fair',
      'Lightning talk',
      'Robotics lab',
      'Film night',
    ])
  })

  it('shows one day in the day view', async () => {
    open('/calendar?view=day&date=2026-03-10')
    expect(
      await screen.findByRole('heading', { name: 'Tuesday, March 10, 2026' }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(
        screen.getAllByRole('link', { name: /Lightning talk|Robotics lab|Clubs fair/ }),
      ).toHaveLength(3)
    })
    expect(screen.queryByRole('link', { name: /Breakfast/ })).not.toBeInTheDocument()
  })
})
