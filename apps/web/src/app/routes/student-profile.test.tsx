import { UserProfileResponse, type SchoolSettings, type UserProfile } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, demoSchool, mayaProfile, ORIGIN, studentProfile } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const withBio: UserProfile = {
  ...mayaProfile,
  // A bio stored before the server unwrapped such links: a javascript: link's href dropped, its <a> kept.
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

  it('the More actions menu works from the keyboard alone (APG menu button)', async () => {
    answerProfile({
      ...studentProfile({ uid: 'u-leo', firstName: 'Leo', lastName: 'Okafor', photoUrl: null }),
      connectionStatus: 1,
    })
    const { user } = renderRoute('/student_profile?uid=u-leo')
    const button = await screen.findByRole('button', { name: 'More actions for Leo' })
    expect(button).toHaveAttribute('aria-haspopup', 'true')
    button.focus()
    // ↑ opens on the last item; Home, End and a typed letter move; ↓ wraps round.
    await user.keyboard('{ArrowUp}')
    const menu = await screen.findByRole('menu', { name: 'More actions for Leo' })
    const item = (name: string) => within(menu).getByRole('menuitem', { name })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => {
      expect(item('Block')).toHaveFocus()
    })
    await user.keyboard('{Home}')
    expect(item('View Profile')).toHaveFocus()
    expect(item('View Profile')).toHaveAttribute('href', '/student_profile?uid=u-leo')
    await user.keyboard('{End}')
    expect(item('Block')).toHaveFocus()
    await user.keyboard('r')
    expect(item('Remove Connection')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(item('View Profile')).toHaveFocus()
    // Escape closes the menu and gives focus back to its button (in the next frame).
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull()
      expect(button).toHaveFocus()
    })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Enter opens on the first item.
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus()
    })
  })

  it('words the block dialog without connections when the school has connect off', async () => {
    const dialog = await openBlockDialog({ ...demoSchool, config: { connect: false } })
    expect(dialog).toHaveTextContent(
      'Leo will no longer find you, see your profile or message you.',
    )
    expect(dialog).not.toHaveTextContent(/connect/i)
  })

  it('keeps the connections in the block dialog when the school has connect on', async () => {
    const dialog = await openBlockDialog(demoSchool)
    expect(dialog).toHaveTextContent(/ask to connect/)
  })
})

/** Opens Leo's profile at `school` and asks to block him from the More actions menu. */
async function openBlockDialog(school: SchoolSettings) {
  answerProfile(
    studentProfile({ uid: 'u-leo', firstName: 'Leo', lastName: 'Okafor', photoUrl: null }),
  )
  const { user } = renderRoute('/student_profile?uid=u-leo', { school })
  await user.click(await screen.findByRole('button', { name: 'More actions for Leo' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Block' }))
  return screen.findByRole('dialog', { name: 'Block Leo Okafor?' })
}

describe('the profile’s badges (spec 9)', () => {
  const badges = Array.from({ length: 23 }, (_, i) => ({
    name: `Badge ${String(i + 1)}`,
    iconUrl: '/media/badge-icons/star.svg',
    awardedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }))

  it('shows 20 by default, all with See More, and 20 again with See Less', async () => {
    answerProfile({ ...mayaProfile, badges })
    const { user } = renderRoute('/student_profile?uid=u-maya')
    await screen.findByText('Badge 1')
    const list = () => screen.getByText('Badge 1').closest('ul') as HTMLElement
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20)
    expect(screen.queryByText('Badge 21')).toBeNull()
    const more = screen.getByRole('button', { name: 'See More' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(within(list()).getAllByRole('listitem')).toHaveLength(23)
    expect(screen.getByText('Badge 23')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'See Less' }))
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20)
  })

  it('shows no See More for 20 or fewer', async () => {
    answerProfile({ ...mayaProfile, badges: badges.slice(0, 20) })
    renderRoute('/student_profile?uid=u-maya')
    await screen.findByText('Badge 20')
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull()
  })
})
