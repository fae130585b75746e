import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { useFeedComposerApi } from '../../test/fake-feed-composer.ts'
import { renderFeature } from '../../test/render-feature.tsx'
import { PostComposer } from './index.ts'
import { loadComposerParts } from './components/lazy-parts.tsx'

// The form and the editor load on first use; here they are fetched once, before the tests
// (composer-lazy.test.tsx opens the composer before its code is here).
beforeAll(async () => {
  await loadComposerParts()
})

const photo = (name: string) => new File(['bytes'], name, { type: 'image/jpeg' })

function renderComposer() {
  const view = renderFeature(<PostComposer />)
  return { ...view, post: screen.getByRole('button', { name: 'Post' }) }
}

describe('PostComposer: photos', () => {
  it('uploads each photo, lets one be removed and reordered, and sends the rest in order', async () => {
    const sent = useFeedComposerApi()
    const { user, post } = renderComposer()
    await user.upload(screen.getByLabelText('Add photos'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
    ])
    const tray = screen.getByRole('list', { name: 'Photos' })
    await waitFor(() => {
      expect(within(tray).queryAllByRole('progressbar')).toHaveLength(0)
    })
    expect(sent.uploads).toBe(3)

    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (a.jpg)' }))
    const later = screen.getByRole('button', { name: 'Move photo 1 (b.jpg) later' })
    await user.click(later)
    // b is last now: its Move later is disabled, so focus is on its Move earlier.
    expect(screen.getByRole('button', { name: 'Move photo 2 (b.jpg) earlier' })).toHaveFocus()
    expect(within(tray).getAllByRole('listitem')).toHaveLength(2)
    await user.click(post)

    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    // Uploads are numbered in arrival order (fake-feed-composer.ts): c is 3, b is 2.
    const ids = sent.created[0]?.fileIds?.map((id) => id.slice(-1))
    expect(ids).toEqual(['3', '2'])
    expect(sent.created[0]?.body).toBe('')
  })

  it('names a photo the server refused, and holds the post until it is removed', async () => {
    const refused = {
      status: 415,
      code: 'unsupported_media_type' as const,
      message: 'This file is not a photo or a PDF.',
    }
    const sent = useFeedComposerApi({ uploadRefusals: { 1: refused } })
    const { user, post } = renderComposer()
    await user.upload(screen.getByLabelText('Add photos'), [photo('fake.jpg'), photo('ok.jpg')])

    expect(
      await screen.findByText('fake.jpg was not accepted: This file is not a photo or a PDF.'),
    ).toHaveAttribute('role', 'alert')
    await waitFor(() => {
      expect(post).toBeEnabled()
    })
    await user.click(post)
    expect(await screen.findByText('Remove the photos that did not upload before posting.'))
    expect(sent.created).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (fake.jpg)' }))
    await user.click(post)
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]?.fileIds).toHaveLength(1)
  })
})

describe('PostComposer: poll', () => {
  it('says which part of the poll is missing, and sends it once filled', async () => {
    const sent = useFeedComposerApi()
    const { user, post } = renderComposer()
    await user.click(screen.getByRole('button', { name: 'Add a poll' }))
    const poll = screen.getByRole('group', { name: 'Poll' })
    await user.type(within(poll).getByRole('textbox', { name: 'Option 1' }), 'Friday')
    await user.click(post)

    const question = within(poll).getByRole('textbox', { name: 'Question' })
    expect(question).toHaveAccessibleDescription('Ask the poll’s question.')
    expect(question).toHaveFocus()
    const second = within(poll).getByRole('textbox', { name: 'Option 2' })
    expect(second).toHaveAccessibleDescription('Fill in this option, or remove it.')
    expect(sent.created).toHaveLength(0)

    await user.type(question, 'Which night?')
    await user.type(second, 'Saturday')
    const add = within(poll).getByRole('button', { name: 'Add an option' })
    for (let i = 0; i < 4; i++) await user.click(add)
    expect(within(poll).getAllByRole('textbox', { name: /^Option/ })).toHaveLength(6)
    expect(within(poll).queryByRole('button', { name: 'Add an option' })).not.toBeInTheDocument()
    for (const index of [6, 5, 4, 3]) {
      await user.click(within(poll).getByRole('button', { name: `Remove option ${String(index)}` }))
    }
    await user.click(within(poll).getByRole('switch', { name: 'Several answers' }))
    await user.click(post)

    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]?.poll).toEqual({
      question: 'Which night?',
      options: ['Friday', 'Saturday'],
      multiple: true,
    })
  })

  it('refuses a closing time in the past', async () => {
    const sent = useFeedComposerApi()
    const { user, post } = renderComposer()
    await user.click(screen.getByRole('button', { name: 'Add a poll' }))
    const poll = screen.getByRole('group', { name: 'Poll' })
    await user.type(within(poll).getByRole('textbox', { name: 'Question' }), 'Pizza?')
    await user.type(within(poll).getByRole('textbox', { name: 'Option 1' }), 'Yes')
    await user.type(within(poll).getByRole('textbox', { name: 'Option 2' }), 'No')
    const closes = within(poll).getByLabelText('Closes at (optional)')
    await user.type(closes, '2020-01-01T10:00')
    await user.click(post)
    expect(closes).toHaveAccessibleDescription(/Choose a time in the future/)
    expect(sent.created).toHaveLength(0)
  })
})
