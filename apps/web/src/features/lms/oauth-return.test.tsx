import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLmsOAuthReturn } from './oauth-return.ts'

/** The end of the LMS round trip (issue 17, decision 048) as a page sees it. */
function Page() {
  const status = useLmsOAuthReturn()
  const location = useLocation()
  return (
    <>
      <p data-testid="status">{status ?? 'none'}</p>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
    </>
  )
}

const open = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/edu', Component: Page }], { initialEntries: [path] })}
    />,
  )

afterEach(() => {
  window.name = ''
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
  vi.restoreAllMocks()
})

describe('useLmsOAuthReturn', () => {
  it('reads ?lms= once and takes it (and its reason) off the address', async () => {
    open('/edu?tab=grades&lms=failed&reason=denied')
    expect(screen.getByTestId('status')).toHaveTextContent('failure')
    expect(await screen.findByText('/edu?tab=grades')).toBeVisible()
  })

  it('is null when the page was not opened by the callback', () => {
    open('/edu')
    expect(screen.getByTestId('status')).toHaveTextContent('none')
  })

  it('in the window a framed page opened: reports to it and closes', () => {
    const sent: unknown[] = []
    const opener = {
      postMessage: (message: unknown, origin: string) => sent.push([message, origin]),
    }
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    window.name = 'quad-lms-connect'
    open('/edu?lms=connected')
    expect(sent).toEqual([[{ type: 'oauthStatus', status: 'success' }, window.location.origin]])
    expect(close).toHaveBeenCalled()
  })

  it('in the framed page: hears its window (same origin only)', () => {
    open('/edu')
    const post = (origin: string, status: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin, data: { type: 'oauthStatus', status } }),
        )
      })
    post('https://evil.example', 'success')
    expect(screen.getByTestId('status')).toHaveTextContent('none')
    post(window.location.origin, 'success')
    expect(screen.getByTestId('status')).toHaveTextContent('success')
  })
})
