import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { mayaPerson, slotOf, useMeetingsApi, type MeetingsWorld } from './meetings-fakes.ts'

/*
 * /meetings (issue 36 item 6): the student's booked meetings with Cancel (asked first), and
 * for those who may publish, their office hours: who booked, Remove, Add one slot or a
 * weekly series. The server's rules are in apps/server/src/features/meetings/*.test.ts.
 */
const ana = { uid: 'u-ana', firstName: 'Ana', lastName: 'Reyes' }
const drLee = { uid: 'u-lee', firstName: 'Dana', lastName: 'Lee' }
const world = (patch: Partial<MeetingsWorld> = {}): MeetingsWorld => ({
  slots: [],
  canPublish: false,
  published: [],
  ...patch,
})

describe('/meetings', () => {
  it('lists the meetings a student booked and cancels one after asking', async () => {
    const held = world({ slots: [slotOf(drLee, 2, 14, mayaPerson)] })
    useMeetingsApi(held)
    const { user } = renderRoute('/meetings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetings' })).toBeInTheDocument()
    const booked = await screen.findByRole('region', { name: 'Your meetings' })
    expect(await within(booked).findByText('With Dana Lee')).toBeInTheDocument()
    // A student who may not publish sees no office hours to manage.
    expect(screen.queryByRole('region', { name: 'Your office hours' })).not.toBeInTheDocument()
    await user.click(within(booked).getByRole('button', { name: /^Cancel the meeting/ }))
    const ask = await screen.findByRole('dialog', { name: 'Cancel this meeting?' })
    expect(ask).toHaveTextContent('Dana Lee will be told.')
    // Keeping it changes nothing.
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }))
    expect(held.slots[0]?.guest).toEqual(mayaPerson)
    await user.click(within(booked).getByRole('button', { name: /^Cancel the meeting/ }))
    const again = await screen.findByRole('dialog', { name: 'Cancel this meeting?' })
    await user.click(within(again).getByRole('button', { name: 'Cancel meeting' }))
    expect(await within(booked).findByText(/You have no meetings booked/)).toBeInTheDocument()
    expect(held.slots[0]?.guest).toBeNull()
  })

  it('shows a host their slots by day, who booked, and removes one after asking', async () => {
    const held = world({
      canPublish: true,
      slots: [slotOf(mayaPerson, 1, 10, ana), slotOf(mayaPerson, 1, 11), slotOf(mayaPerson, 3, 9)],
    })
    useMeetingsApi(held)
    const { user } = renderRoute('/meetings')
    const hours = await screen.findByRole('region', { name: 'Your office hours' })
    expect(await within(hours).findByText(/Booked by Ana Reyes/)).toBeInTheDocument()
    expect(within(hours).getAllByText(/^Open/)).toHaveLength(2)
    // Grouped by day: two days, the first with two slots.
    const days = within(hours).getAllByRole('heading', { level: 3 })
    expect(days).toHaveLength(2)
    const removes = within(hours).getAllByRole('button', { name: /^Remove the slot/ })
    await user.click(removes[0] as HTMLElement)
    const ask = await screen.findByRole('dialog', { name: 'Remove this slot?' })
    expect(ask).toHaveTextContent('Ana Reyes booked it and will be told.')
    await user.click(within(ask).getByRole('button', { name: 'Remove slot' }))
    await waitFor(() => {
      expect(within(hours).queryByText(/Booked by Ana Reyes/)).not.toBeInTheDocument()
    })
    expect(held.slots).toHaveLength(2)
  })

  it('adds a weekly series, showing the server’s refusal on its field first', async () => {
    const held = world({
      canPublish: true,
      refuseSeries: { path: 'body.weekdays', message: 'overlaps one of your slots' },
    })
    useMeetingsApi(held)
    const { user } = renderRoute('/meetings')
    const hours = await screen.findByRole('region', { name: 'Your office hours' })
    expect(await within(hours).findByText(/You have no upcoming slots/)).toBeInTheDocument()
    await user.click(within(hours).getByRole('button', { name: 'Add office hours' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add office hours' })
    await user.click(within(dialog).getByRole('button', { name: 'Every week' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }))
    const weeks = within(dialog).getByRole('spinbutton', { name: 'For how many weeks' })
    await user.clear(weeks)
    await user.type(weeks, '9')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    // The shared schema speaks before anything is sent.
    expect(await within(dialog).findByText('at most 8 weeks')).toBeInTheDocument()
    expect(held.published).toEqual([])
    await user.clear(weeks)
    await user.type(weeks, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('overlaps one of your slots')).toBeInTheDocument()
    delete held.refuseSeries
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add office hours' })).not.toBeInTheDocument()
    })
    expect(held.published).toEqual([
      expect.objectContaining({ startTime: '10:00', endTime: '11:00', weeks: 3 }),
    ])
    const [body] = held.published as { weekdays: number[] }[]
    expect(body?.weekdays).toContain(4)
    expect(await within(hours).findAllByText(/^Open/)).toHaveLength(3)
  })
})
