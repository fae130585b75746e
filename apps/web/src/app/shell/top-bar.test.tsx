import {
  AuthenticationResponse,
  FieldVisibility,
  OwnProfileResponse,
  PRIVATE_FIELDS,
  type AuthUser,
} from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN, studentProfile } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const PHOTO = '/media/avatars/maya.webp'

function ownProfile(user: AuthUser) {
  return {
    data: studentProfile(user),
    visibility: FieldVisibility.parse(
      Object.fromEntries(PRIVATE_FIELDS.map((field) => [field, 'school'])),
    ),
    directoryOptOut: false,
    currentAddressRaw: null,
  }
}

describe('the top bar photo (issue 12)', () => {
  it('follows a photo removed in settings without a reload', async () => {
    // The server's view of Maya: her photo until she removes it.
    let current: AuthUser = { ...maya, photoUrl: PHOTO }
    // The settings page's other sections (blocks, notifications) find nothing here.
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/*`, () => HttpResponse.json({}, { status: 404 })),
      http.get(`${ORIGIN}/api/v1/*`, () => HttpResponse.json({}, { status: 404 })),
    )
    // After renderRoute, so these answers come before the shell's defaults.
    const { user } = renderRoute('/settings', { user: { ...maya, photoUrl: PHOTO } })
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/authentication`, () =>
        answer(AuthenticationResponse, [current]),
      ),
      http.get(`${ORIGIN}/mobile_ws/v18/me/profile`, () =>
        answer(OwnProfileResponse, ownProfile(current)),
      ),
      http.delete(`${ORIGIN}/mobile_ws/v18/me/photo`, () => {
        current = { ...current, photoUrl: null }
        return answer(OwnProfileResponse, ownProfile(current))
      }),
    )
    const profileLink = await screen.findByRole('link', { name: /^Your profile, Maya/ })
    await waitFor(() => {
      expect(profileLink.querySelector('img')).toHaveAttribute('src', PHOTO)
    })
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }))
    expect(await screen.findByText('Your photo is removed.')).toBeInTheDocument()
    await waitFor(() => {
      expect(
        screen.getByRole('link', { name: /^Your profile, Maya/ }).querySelector('img'),
      ).toBeNull()
    })
  })
})
