import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeChat, GROUP_ID } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * Deleting (issue 35 item 4): one's own message for everyone or for oneself, another's for
 * oneself only, each asked first. That it stays for the others, and leaves the student's
 * other devices, is the server's (apps/server/src/features/chat/search.test.ts).
 */
const history = async () => within(await screen.findByRole('region', { name: 'Messages' }))

async function optionsOf(text: string) {
  const item = (await (await history()).findByText(text)).closest('li') as HTMLElement
  return within(item).getByRole('button', { name: 'Message options' })
}

describe('deleting a message', () => {
  it('deletes another’s message for the student only, after asking', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await user.click(await optionsOf('Who wants to take heaps'))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for me' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete this message for you?' }),
    )
    expect(
      dialog.getByText('It goes from your chat, on all your devices. Everyone else still sees it.'),
    ).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Delete for me' }))
    await waitFor(() => {
      expect(screen.queryAllByText('Who wants to take heaps')).toEqual([])
    })
    expect(state.writes).toContainEqual({
      call: `DELETE /conversations/${String(GROUP_ID)}/messages/11/for-me`,
      body: null,
    })
    expect(await screen.findByText('Deleted for you.')).toBeInTheDocument()
  })

  it('offers one’s own message for everyone or for oneself', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await user.click(await optionsOf('Wednesday 7pm in the student center'))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this message?' }))
    expect(dialog.getByRole('button', { name: 'Delete for me' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Delete for everyone' }))
    expect(await (await history()).findByText('This message was deleted.')).toBeInTheDocument()
    expect(state.writes).toContainEqual({
      call: `DELETE /conversations/${String(GROUP_ID)}/messages/12`,
      body: null,
    })
  })
})
