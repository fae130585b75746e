import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ANNOUNCEMENTS_ID, fakeChat, GENERAL_ID } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * Club channels on the chat screen (issue 35 item 9): the Clubs view lists the student's
 * channels under their club with unread counts; a member reads Announcements without a
 * composer; an officer opens, renames, sets posting and archives channels; `@channel` and
 * `@here` are offered to officers only. Reaching members and not others across browsers is
 * e2e (chat-channels.spec.ts).
 */
describe('chat channels', () => {
  it('lists the club’s channels under its name, with the unread count on Clubs', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    const clubs = await screen.findByRole('button', { name: /^Clubs, 1 unread$/ })
    // Channels are not among the conversations.
    expect(screen.queryByRole('link', { name: /Announcements/ })).not.toBeInTheDocument()
    await user.click(clubs)
    const club = await screen.findByRole('region', { name: 'Chess Club' })
    const rows = within(club).getAllByRole('link')
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/chat/${String(GENERAL_ID)}`,
      `/chat/${String(ANNOUNCEMENTS_ID)}`,
    ])
    expect(within(club).getByRole('link', { name: /Announcements/ })).toHaveAccessibleName(
      expect.stringContaining('Tournament on Friday at 6'),
    )
    // A member does not manage its channels.
    expect(
      within(club).queryByRole('button', { name: 'New channel in Chess Club' }),
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('searchbox', { name: 'Search conversations' }),
    ).not.toBeInTheDocument()
  })

  it('shows a member Announcements to read, and says who posts there instead of a composer', async () => {
    renderRoute(`/chat/${String(ANNOUNCEMENTS_ID)}`)
    fakeChat()
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeInTheDocument()
    expect(screen.getByText(/Chess Club · 3 members/)).toBeInTheDocument()
    expect(
      await screen.findByText(
        'Only officers of Chess Club post in Announcements. You can read and react.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Message/ })).not.toBeInTheDocument()
    expect(await screen.findByText('Tournament on Friday at 6')).toBeInTheDocument()
  })

  it('lets an officer open a channel, checking its name first, and opens it', async () => {
    const { user } = renderRoute('/chat')
    const state = fakeChat({ officer: true })
    await user.click(await screen.findByRole('button', { name: /^Clubs/ }))
    await user.click(await screen.findByRole('button', { name: 'New channel in Chess Club' }))
    const dialog = await screen.findByRole('dialog', { name: 'New channel in Chess Club' })
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }))
    expect(
      within(dialog).getByRole('textbox', { name: 'Channel name' }),
    ).toHaveAccessibleDescription('Give the channel a name.')
    expect(state.writes).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Channel name' }), 'Openings')
    await user.click(within(dialog).getByRole('radio', { name: /Officers only/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }))
    await waitFor(() => {
      expect(state.writes).toContainEqual({
        call: 'POST /api/v1/clubs/chessclub/channels',
        body: { name: 'Openings', posting: 'officers' },
      })
    })
    expect(await screen.findByRole('heading', { name: 'Openings' })).toBeInTheDocument()
  })

  it('lets an officer rename and archive a channel from its menu', async () => {
    const { user } = renderRoute(`/chat/${String(GENERAL_ID)}`)
    const state = fakeChat({ officer: true })
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Channel settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Channel settings' })
    const name = within(dialog).getByRole('textbox', { name: 'Channel name' })
    expect(name).toHaveValue('General')
    await user.clear(name)
    await user.type(name, 'Lobby')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(state.writes).toContainEqual({
        call: `PATCH /channels/${String(GENERAL_ID)}`,
        body: { name: 'Lobby', posting: 'members' },
      })
    })
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Channel settings' }))
    const again = await screen.findByRole('dialog', { name: 'Channel settings' })
    await user.click(within(again).getByRole('button', { name: 'Archive channel' }))
    expect(
      await screen.findByText('This channel is archived: its messages stay here to read.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Chess Club · 3 members · Archived/)).toBeInTheDocument()
  })

  it('offers @channel and @here to an officer, explained, and to no member', async () => {
    const { user } = renderRoute(`/chat/${String(GENERAL_ID)}`)
    fakeChat({ officer: true })
    const box = await screen.findByRole('textbox', { name: /^Message General/ })
    await user.type(box, '@ch')
    const list = within(await screen.findByRole('listbox', { name: 'People to mention' }))
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '@channelNotify every member',
    ])
    await user.keyboard('{Enter}')
    expect(box).toHaveValue('@channel ')
    await user.clear(box)
    await user.type(box, '@he')
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '@hereNotify members online now',
    ])
  })

  it('does not offer @channel to a member', async () => {
    const { user } = renderRoute(`/chat/${String(GENERAL_ID)}`)
    fakeChat()
    const box = await screen.findByRole('textbox', { name: /^Message General/ })
    await user.type(box, '@pr')
    const list = within(await screen.findByRole('listbox', { name: 'People to mention' }))
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PPriya Raman',
    ])
    await user.clear(box)
    await user.type(box, '@ch')
    await waitFor(() => {
      expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument()
    })
  })
})
