import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../test/render-route.tsx'

describe('page titles (WCAG 2.4.2, issue 12)', () => {
  it('names each page and its school, and announces a route change', async () => {
    const { router } = renderRoute('/development')
    await waitFor(() => {
      expect(document.title).toBe('Dev space · Demo University')
    })
    await act(() => router.navigate('/events'))
    await waitFor(() => {
      expect(document.title).toBe('Events · Demo University')
    })
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Events · Demo University')
  })

  it('titles the sign-in page too', async () => {
    renderRoute('/login', { user: null })
    await waitFor(() => {
      expect(document.title).toBe('Sign in · Demo University')
    })
  })
})
