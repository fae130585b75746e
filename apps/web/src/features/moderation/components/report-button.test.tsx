import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../lib/query-client.ts'
import { ORIGIN, shellHandlers } from '../../../test/fake-api.ts'
import { server } from '../../../test/setup-routes.ts'
import { ReportButton } from '../index.ts'

/*
 * Issue 16: the feed's cards report a post or a comment with the moderation feature's
 * ReportButton (`kind` "posts" or "comments", the subject's public id). A 409 (reported
 * already) is said in the dialog.
 */
function renderButton(kind: 'posts' | 'comments', uid: string, name: string) {
  const bodies: { url: string; body: unknown }[] = []
  server.use(
    ...shellHandlers(),
    http.post(`${ORIGIN}/api/v1/feed/:things/:uid/reports`, async ({ request }) => {
      bodies.push({ url: new URL(request.url).pathname, body: await request.json() })
      return bodies.length > 1
        ? HttpResponse.json(
            { error: { code: 'conflict', message: 'You have already reported this post' } },
            { status: 409 },
          )
        : new HttpResponse(null, { status: 204 })
    }),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportButton kind={kind} uid={uid} name={name} />
    </QueryClientProvider>,
  )
  return { bodies, user: userEvent.setup() }
}

describe('ReportButton on a post or a comment', () => {
  it('reports a post by its id, and says so when it was reported already', async () => {
    const { bodies, user } = renderButton('posts', 'p-1', 'Maya Lee’s post')
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Report Maya Lee’s post' }))
      const dialog = await screen.findByRole('dialog', { name: 'Report this post' })
      await user.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'spam')
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
      return dialog
    }
    await open()
    await waitFor(() => {
      expect(bodies).toEqual([
        { url: '/api/v1/feed/posts/p-1/reports', body: { reason: 'spam', note: '' } },
      ])
    })
    const again = await open()
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'You have already reported this post',
    )
  })

  it('reports a comment at the comments address', async () => {
    const { bodies, user } = renderButton('comments', 'c-9', 'Sam’s comment')
    await user.click(screen.getByRole('button', { name: 'Report Sam’s comment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' })
    await user.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'harassment')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => {
      expect(bodies[0]?.url).toBe('/api/v1/feed/comments/c-9/reports')
    })
  })

  it('holds no dialog until Report is pressed, and gives focus back when it closes', async () => {
    const { user } = renderButton('posts', 'p-2', 'Maya Lee’s post')
    // Every card shows Report: a closed dialog would be hydrated on each (P5).
    expect(document.querySelector('dialog')).toBeNull()
    const report = screen.getByRole('button', { name: 'Report Maya Lee’s post' })
    await user.click(report)
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
    expect(report).toHaveFocus()
    // Opened again at once: the dialog stayed mounted.
    await user.click(report)
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeVisible()
  })
})
