import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fakePost, useFeedComposerApi } from '../../test/fake-feed-composer.ts'
import { renderFeature } from '../../test/render-feature.tsx'
import { PostEditor } from './index.ts'
import { loadComposerParts } from './components/lazy-parts.tsx'

// The form and the editor load on first use; here they are fetched once, before the tests
// (composer-lazy.test.tsx opens the composer before its code is here).
beforeAll(async () => {
  await loadComposerParts()
})

describe('PostEditor', () => {
  it('edits a thread’s title and text in a dialog, mentions kept, and hands back the saved post', async () => {
    const sent = useFeedComposerApi()
    const onDone = vi.fn()
    const post = fakePost({
      id: 'p-7',
      channel: 'forum',
      club: { id: 'c-photo', name: 'Photography Club', logoUrl: null },
      title: 'Lenses',
      body: '<p>Ask <span data-mention="u-sam">@Sam Okafor</span></p>',
    })
    const { user } = renderFeature(<PostEditor post={post} onDone={onDone} />)

    const dialog = screen.getByRole('dialog', { name: 'Edit post' })
    expect(dialog).toBeInTheDocument()
    const editor = screen.getByRole('textbox', { name: 'Your post' })
    await waitFor(() => {
      expect(editor.querySelector('[data-mention="u-sam"]')).toHaveAttribute(
        'contenteditable',
        'false',
      )
    })
    const title = screen.getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Portrait lenses')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => {
      expect(onDone).toHaveBeenCalledOnce()
    })
    expect(sent.updated).toEqual([
      {
        title: 'Portrait lenses',
        body: '<p>Ask <span data-mention="u-sam">@Sam Okafor</span></p>',
      },
    ])
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ id: 'p-7', title: 'Portrait lenses' })
  })

  it('shows the server’s 400 on its field and stays open; Cancel closes with nothing', async () => {
    const message = 'A thread needs a title'
    const refusal = {
      status: 400,
      code: 'bad_request' as const,
      message,
      issues: [{ path: 'body.title', message }],
    }
    const sent = useFeedComposerApi({ updateRefusals: [refusal] })
    const onDone = vi.fn()
    const post = fakePost({ id: 'p-8', channel: 'forum', title: 'Old' })
    const { user } = renderFeature(<PostEditor post={post} onDone={onDone} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const title = screen.getByRole('textbox', { name: 'Title' })
    await waitFor(() => {
      expect(title).toHaveAccessibleDescription(message)
    })
    expect(sent.updated).toHaveLength(1)
    expect(onDone).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDone).toHaveBeenCalledWith()
  })
})
