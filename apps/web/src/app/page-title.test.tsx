import { UserProfileResponse } from '@quad/shared'
import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN, studentProfile } from '../test/fake-api.ts'
import { renderRoute } from '../test/render-route.tsx'
import { server } from '../test/setup-routes.ts'

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

  it("puts the name of the profile shown before the section's", async () => {
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/user_profile`, () =>
        answer(UserProfileResponse, {
          data: studentProfile({
            uid: 'u-jonah',
            firstName: 'Jonah',
            lastName: 'Okafor',
            photoUrl: null,
          }),
        }),
      ),
    )
    renderRoute('/student_profile?uid=u-jonah')
    await waitFor(() => {
      expect(document.title).toBe('Jonah Okafor · Profile · Demo University')
    })
  })
})
