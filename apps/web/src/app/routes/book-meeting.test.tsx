import { UserProfileResponse } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN, studentProfile } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { mayaPerson, slotOf, useMeetingsApi } from './meetings-fakes.ts'

/*
 * A profile's "Book a meeting" (issue 36 item 6): shown only when the person has upcoming
 * slots the student may see; their open times by the school's day; booking confirms; the
 * student's booking with them listed with Cancel (asked first).
 */
const lee = { uid: 'u-lee', firstName: 'Dana', lastName: 'Lee' }

function answerProfile() {
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/user_profile`, () =>
      answer(UserProfileResponse, {
        data: { ...studentProfile({ ...lee, photoUrl: null }), connectionStatus: 1 },
      }),
    ),
  )
}

describe('booking a meeting from a profile', () => {
  it('shows nothing to book when the person holds no office hours', async () => {
    answerProfile()
    useMeetingsApi({ slots: [], canPublish: false, published: [] })
    renderRoute('/student_profile?uid=u-lee')
    await screen.findByRole('heading', { level: 1, name: 'Dana Lee' })
    // The slots' answer has come (the Report button is drawn with it) and holds nothing.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Book a meeting' })).not.toBeInTheDocument()
    })
  })

  it('lists open times by day, books one, and cancels it after asking', async () => {
    answerProfile()
    const world = {
      slots: [slotOf(lee, 1, 10), slotOf(lee, 1, 11), slotOf(lee, 2, 9)],
      canPublish: false,
      published: [],
    }
    useMeetingsApi(world)
    const { user } = renderRoute('/student_profile?uid=u-lee')
    await user.click(await screen.findByRole('button', { name: 'Book a meeting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a meeting with Dana Lee' })
    const days = within(dialog).getAllByRole('heading', { level: 3 })
    expect(days).toHaveLength(2)
    const times = within(dialog).getAllByRole('button', { name: /^Book / })
    expect(times).toHaveLength(3)
    await user.click(times[1] as HTMLElement)
    expect(await within(dialog).findByText(/You are meeting Dana Lee/)).toBeInTheDocument()
    expect(world.slots[1]?.guest).toEqual(mayaPerson)
    // The booked time leaves the open ones and is listed as the student's, with Cancel.
    const mine = await within(dialog).findByRole('region', { name: 'Your bookings with Dana Lee' })
    expect(within(dialog).getAllByRole('button', { name: /^Book / })).toHaveLength(2)
    await user.click(within(mine).getByRole('button', { name: /^Cancel the meeting/ }))
    const ask = await screen.findByRole('dialog', { name: 'Cancel this meeting?' })
    await user.click(within(ask).getByRole('button', { name: 'Cancel meeting' }))
    await waitFor(() => {
      expect(within(dialog).getAllByRole('button', { name: /^Book / })).toHaveLength(3)
    })
    expect(world.slots[1]?.guest).toBeNull()
  })
})
