import { UserProfileResponse, type UserProfile } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, mayaProfile, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const withBio: UserProfile = {
  ...mayaProfile,
  // What the server stores after dropping a javascript: link's href (sanitize-html keeps the <a>).
  bio: '<p>Find me at <a rel="noopener noreferrer nofollow" target="_blank">my site</a> or <a href="https://example.org">the club</a>.</p>',
}

function answerProfile(profile: UserProfile) {
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/user_profile`, () =>
      answer(UserProfileResponse, { data: profile }),
    ),
  )
}

describe('student profile (/student_profile)', () => {
  it('does not link the page to itself', async () => {
    answerProfile(withBio)
    renderRoute('/student_profile?uid=u-maya')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Maya Lindqvist' })
    expect(within(heading).queryByRole('link')).toBeNull()
  })

  it('shows a bio link whose address was stripped as plain text', async () => {
    answerProfile(withBio)
    renderRoute('/student_profile?uid=u-maya')
    const paragraph = await screen.findByText(/Find me at/)
    // No <a> is left around "my site": an href-less anchor would still be styled as a link.
    expect([...paragraph.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['the club'])
    expect(screen.getByRole('link', { name: 'the club' })).toHaveAttribute(
      'href',
      'https://example.org',
    )
  })
})
