import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { useFeedComposerApi } from '../../test/fake-feed-composer.ts'
import { renderFeature } from '../../test/render-feature.tsx'
import { composerForm } from './components/lazy-parts.tsx'
import { PostComposer } from './index.ts'

it('fetches the form when the student taps the folded prompt, then puts the caret in it', async () => {
  setViewportWidth(390)
  useFeedComposerApi()
  try {
    const { user } = renderFeature(<PostComposer />)
    // Not part of the page's first load (issue 32; scripts/check-bundle.ts holds home's
    // budget): the tap may come before its code, and the caret still lands in the text.
    await user.click(screen.getByRole('button', { name: 'Share something with your school…' }))
    const text = await screen.findByRole('textbox', { name: 'Your post' })
    expect(composerForm.loaded()).toBe(true)
    expect(text).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Post to the school feed' })).toBeVisible()
  } finally {
    setViewportWidth(1024)
  }
})

it('draws a wide screen’s composer once its code is here, with a note meanwhile', async () => {
  useFeedComposerApi()
  renderFeature(<PostComposer />)
  expect(await screen.findByRole('textbox', { name: 'Your post' })).toBeInTheDocument()
  expect(screen.queryByText('Opening the composer…')).not.toBeInTheDocument()
})
