import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEventDetail, useEventEditorApi } from '../../test/fake-event-editor.ts'
import { renderRoute } from '../../test/render-route.tsx'

/* The event editor on an event that exists (issue 15): one or all of a series, cancel, delete. */
const walk = fakeEventDetail({ id: 'walk', title: 'Photo walk' })
const series = fakeEventDetail({
  id: 'walk-3',
  title: 'Photo walk',
  seriesId: 's1',
  recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=10',
})

async function openEditor(id: string) {
  const rendered = renderRoute(`/events/${id}/edit`)
  const title = await screen.findByRole('textbox', { name: 'Title' })
  return { ...rendered, title }
}

describe('/events/:eventId/edit', () => {
  it('saves a single event without asking which ones', async () => {
    const sent = useEventEditorApi({ event: walk })
    const { user, title } = await openEditor('walk')
    expect(title).toHaveValue('Photo walk')
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-10-14')
    expect(screen.getByLabelText('Start time')).toHaveValue('19:00')
    await user.clear(title)
    await user.type(title, 'Night photo walk')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      expect(sent.updated).toHaveLength(1)
    })
    expect(sent.updated[0]).toMatchObject({ title: 'Night photo walk', scope: 'one' })
    expect(sent.updated[0]).not.toHaveProperty('recurrence')
  })

  const booked = fakeEventDetail({
    id: 'talk',
    title: 'Photo talk',
    room: { id: 'old', name: 'Old lab', capacity: 20 },
  })
  const hall = { id: 'hall', name: 'Hall B 204', capacity: 80, features: [] }

  it('keeps a room archived since it was booked, and does not send it unchanged', async () => {
    const sent = useEventEditorApi({ event: booked, rooms: [hall] })
    const { user, title } = await openEditor('talk')
    const room = await screen.findByRole('combobox', { name: 'Room' })
    expect(room).toHaveValue('old')
    expect(within(room).getByRole('option', { name: 'Old lab · holds 20' })).toBeInTheDocument()
    await user.type(title, '!')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      expect(sent.updated).toHaveLength(1)
    })
    expect(sent.updated[0]).toMatchObject({ title: 'Photo talk!' })
    expect(sent.updated[0]).not.toHaveProperty('roomId')
  })

  it('sends another room, or none, when it is changed', async () => {
    const sent = useEventEditorApi({ event: booked, rooms: [hall] })
    const { user } = await openEditor('talk')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Room' }), 'No room')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      expect(sent.updated).toHaveLength(1)
    })
    expect(sent.updated[0]).toMatchObject({ roomId: null })
  })

  it('asks "This event" or "All events in the series" for a repeating event', async () => {
    const sent = useEventEditorApi({ event: series })
    const { user, title } = await openEditor('walk-3')
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      'Every week on Wednesday, 10 times',
    )
    await user.type(title, '!')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change a repeating event' })
    await user.click(within(dialog).getByRole('radio', { name: /All events in the series/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => {
      expect(sent.updated).toHaveLength(1)
    })
    expect(sent.updated[0]).toMatchObject({ title: 'Photo walk!', scope: 'all' })
    // The rule is the series': unchanged, it is not sent (the server refuses a new one).
    expect(sent.updated[0]).not.toHaveProperty('recurrence')
  })

  it('cancels a published event with a reason the attendees are told', async () => {
    const sent = useEventEditorApi({ event: walk })
    const { user } = await openEditor('walk')
    await user.click(screen.getByRole('button', { name: 'Cancel event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' })
    expect(dialog).toHaveTextContent('Everyone who is going, interested or on the waitlist is told')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Storm warning')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }))
    await waitFor(() => {
      expect(sent.deleted).toEqual([{ scope: 'one', reason: 'Storm warning' }])
    })
  })

  it('deletes a draft after asking, and offers no Cancel event', async () => {
    const sent = useEventEditorApi({ event: { ...walk, status: 'draft' } })
    const { user } = await openEditor('walk')
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
    await waitFor(() => {
      expect(sent.deleted).toEqual([{ scope: 'one' }])
    })
  })
})
