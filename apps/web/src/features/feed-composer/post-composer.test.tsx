import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { useFeedComposerApi } from '../../test/fake-feed-composer.ts'
import { renderFeature } from '../../test/render-feature.tsx'
import { PostComposer } from './index.ts'
import { loadComposerParts } from './components/lazy-parts.tsx'

// The form and the editor load on first use; here they are fetched once, before the tests
// (composer-lazy.test.tsx opens the composer before its code is here).
beforeAll(async () => {
  await loadComposerParts()
})

const people = [
  { uid: 'u-marta', name: 'Marta Ruiz', photoUrl: null },
  { uid: 'u-max', name: 'Max Hale', photoUrl: null },
]

function renderComposer(props: Parameters<typeof PostComposer>[0] = {}) {
  const onPosted = vi.fn()
  const view = renderFeature(<PostComposer onPosted={onPosted} {...props} />)
  const editor = screen.getByRole('textbox', { name: 'Your post' })
  const post = screen.getByRole('button', { name: 'Post' })
  return { ...view, onPosted, editor, post }
}

describe('PostComposer: mentions', () => {
  it('offers schoolmates after @ and letters, and mentions the one picked by keyboard', async () => {
    const sent = useFeedComposerApi({ people })
    const { user, editor, post } = renderComposer({ clubId: 'c-photo', channel: 'discussion' })
    await user.click(editor)
    await user.keyboard('Thanks @ma')

    const list = await screen.findByRole('listbox', { name: 'People to mention' })
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent.slice(1))
    expect(names).toEqual(['Marta Ruiz', 'Max Hale'])
    expect(screen.getByText(/2 people found/)).toHaveAttribute('role', 'status')
    expect(sent.mentionQueries.at(-1)).toEqual({ q: 'ma', clubId: 'c-photo' })
    const first = within(list).getByRole('option', { name: 'Marta Ruiz' })
    expect(editor).toHaveAttribute('aria-activedescendant', first.id)

    await user.keyboard('{ArrowDown}')
    const second = within(list).getByRole('option', { name: 'Max Hale' })
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(editor).toHaveAttribute('aria-activedescendant', second.id)
    await user.keyboard('{Enter}')

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    const mention = editor.querySelector('[data-mention="u-max"]')
    expect(mention).toHaveTextContent('@Max Hale')
    expect(mention).toHaveAttribute('contenteditable', 'false')
    expect(editor).not.toHaveAttribute('aria-activedescendant')

    await user.click(post)
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]?.body).toContain('Thanks <span data-mention="u-max">@Max Hale</span>')
    expect(sent.created[0]).toMatchObject({ clubId: 'c-photo', channel: 'discussion' })
  })

  it('closes the list on Escape and keeps the typed text', async () => {
    useFeedComposerApi({ people })
    const { user, editor } = renderComposer()
    await user.click(editor)
    await user.keyboard('@max')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(editor).toHaveTextContent('@max')
  })
})

describe('PostComposer: sending', () => {
  it('shows the server’s 400 on the text on that field, and keeps the draft', async () => {
    const message = 'Too long: at most 5000 characters'
    const refusal = {
      status: 400,
      code: 'bad_request' as const,
      message,
      issues: [{ path: 'body.body', message }],
    }
    const sent = useFeedComposerApi({ createRefusals: [refusal] })
    const { user, editor, post, onPosted } = renderComposer()
    await user.click(editor)
    await user.keyboard('A long story')
    await user.click(post)

    await waitFor(() => {
      expect(editor).toHaveAccessibleDescription(new RegExp(message))
    })
    expect(editor).toHaveAttribute('aria-invalid', 'true')
    expect(editor).toHaveFocus()
    expect(editor).toHaveTextContent('A long story')
    expect(sent.created).toHaveLength(1)
    expect(onPosted).not.toHaveBeenCalled()
  })

  it('retries a failed send with the same clientId, then clears for a new post', async () => {
    const down = { status: 503, code: 'unavailable' as const, message: 'Try again soon.' }
    const sent = useFeedComposerApi({ createRefusals: [down] })
    const { user, editor, post, onPosted } = renderComposer()
    await user.click(editor)
    await user.keyboard('Film night on Friday')
    await user.click(post)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your post was not sent; it is kept here to try again. Try again soon.',
    )
    expect(editor).toHaveTextContent('Film night on Friday')
    await user.click(post)

    await waitFor(() => {
      expect(onPosted).toHaveBeenCalledOnce()
    })
    expect(sent.created).toHaveLength(2)
    expect(sent.created[1]?.clientId).toBe(sent.created[0]?.clientId)
    expect(onPosted.mock.calls[0]?.[0]).toMatchObject({ id: 'p-2' })
    const fresh = screen.getByRole('textbox', { name: 'Your post' })
    expect(fresh).toHaveTextContent('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await user.click(fresh)
    await user.keyboard('And popcorn')
    await user.click(post)
    await waitFor(() => {
      expect(sent.created).toHaveLength(3)
    })
    expect(sent.created[2]?.clientId).not.toBe(sent.created[0]?.clientId)
  })

  it('says what is missing when nothing was written', async () => {
    const sent = useFeedComposerApi()
    const { user, editor, post } = renderComposer()
    await user.click(post)
    expect(editor).toHaveAccessibleDescription(/Write something, or add a photo or a poll/)
    expect(editor).toHaveFocus()
    expect(sent.created).toHaveLength(0)
  })
})

describe('PostComposer: where it posts', () => {
  it('asks a forum thread for its title', async () => {
    const sent = useFeedComposerApi()
    const { user, editor, post } = renderComposer({ clubId: 'c-photo', channel: 'forum' })
    expect(screen.getByRole('heading', { name: 'Start a thread' })).toBeInTheDocument()
    await user.click(editor)
    await user.keyboard('Which lens for portraits?')
    await user.click(post)
    const title = screen.getByRole('textbox', { name: 'Title' })
    expect(title).toHaveAccessibleDescription('Give the thread a title.')
    expect(title).toHaveFocus()
    await user.type(title, 'Portrait lenses')
    await user.click(post)
    await waitFor(() => {
      expect(sent.created[0]).toMatchObject({ title: 'Portrait lenses', channel: 'forum' })
    })
  })

  it('offers a public club’s news to the school feed, and nowhere else', async () => {
    const sent = useFeedComposerApi()
    const { user, editor, post, unmount } = renderComposer({
      clubId: 'c-photo',
      channel: 'news',
      clubIsPublic: true,
    })
    await user.click(editor)
    await user.keyboard('Exhibition opens')
    await user.click(screen.getByRole('switch', { name: 'Also show in the school feed' }))
    await user.click(post)
    await waitFor(() => {
      expect(sent.created[0]).toMatchObject({ channel: 'news', sharedToSchool: true })
    })
    unmount()
    renderComposer({ clubId: 'c-photo', channel: 'news', clubIsPublic: false })
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })
})

describe('PostComposer on a phone', () => {
  it('is one line until the student taps it, then opens with the caret in the text', async () => {
    setViewportWidth(390)
    useFeedComposerApi()
    try {
      const { user } = renderFeature(<PostComposer clubId="c-photo" channel="discussion" />)
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Say something to the club…' }))
      expect(screen.getByRole('textbox', { name: 'Your post' })).toHaveFocus()
      expect(screen.getByRole('heading', { name: 'Start a discussion' })).toBeVisible()
    } finally {
      setViewportWidth(1024)
    }
  })

  it('folds to one line when the window narrows untouched, and never folds a draft', async () => {
    useFeedComposerApi()
    try {
      const { user } = renderFeature(<PostComposer clubId="c-photo" channel="discussion" />)
      expect(screen.getByRole('textbox', { name: 'Your post' })).toBeInTheDocument()
      act(() => {
        setViewportWidth(390)
      })
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
      act(() => {
        setViewportWidth(1024)
      })
      await user.type(screen.getByRole('textbox', { name: 'Your post' }), 'Practice moved')
      act(() => {
        setViewportWidth(390)
      })
      expect(screen.getByRole('textbox', { name: 'Your post' })).toHaveTextContent('Practice moved')
    } finally {
      setViewportWidth(1024)
    }
  })
})
