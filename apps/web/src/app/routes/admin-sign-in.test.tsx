import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SsoSettingsAnswer, SsoSettingsBody } from '@quad/shared'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/* /admin/sign-in (issue 18 item 1, decision 053): the school's identity provider. */
const admin = { ...maya, roles: ['school_admin' as const] }
const PATH = `${ORIGIN}/api/v1/admin/sso`
const quad = {
  oidcRedirectUri: 'https://demo.quad.example/mobile_ws/v18/sso/oidc/callback',
  samlEntityId: 'https://demo.quad.example/mobile_ws/v18/sso/saml/metadata',
  samlAcsUrl: 'https://demo.quad.example/mobile_ws/v18/sso/saml/acs',
  samlMetadataUrl: 'https://demo.quad.example/mobile_ws/v18/sso/saml/metadata',
}
const saved = SsoSettingsAnswer.parse({
  quad,
  settings: {
    protocol: 'oidc',
    displayName: 'Demo Login',
    enabled: true,
    createAccounts: true,
    defaultAccountType: 'student',
    attributeMap: {},
    ssoOnly: false,
    oidc: { issuer: 'https://login.demo.edu', clientId: 'quad' },
    clientSecretSet: true,
    redirectUri: 'https://demo.quad.example/mobile_ws/v18/sso/oidc/callback',
  },
})

function useSsoApi(start: SsoSettingsAnswer, sent: unknown[], refuse?: object) {
  server.use(
    http.get(PATH, () => answer(SsoSettingsAnswer, start)),
    http.put(PATH, async ({ request }) => {
      const body = SsoSettingsBody.parse(await request.json())
      sent.push(body)
      if (refuse) return HttpResponse.json(refuse, { status: 400 })
      return answer(SsoSettingsAnswer, start)
    }),
  )
}

describe('/admin/sign-in', () => {
  it('shows the settings and the redirect URI, never a secret, and saves without one', async () => {
    const sent: unknown[] = []
    const view = renderRoute('/admin/sign-in', { user: admin })
    useSsoApi(saved, sent)
    const uri = await screen.findByLabelText('Redirect URI to give your provider')
    expect((uri as HTMLInputElement).value).toBe(
      saved.settings && 'redirectUri' in saved.settings ? saved.settings.redirectUri : '',
    )
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('')
    await view.user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(sent[0]).toMatchObject({ protocol: 'oidc', displayName: 'Demo Login' })
    expect(sent[0]).not.toHaveProperty('clientSecret')
  })

  it('removes the provider after asking, and offers no removal when none is set', async () => {
    let current: SsoSettingsAnswer = saved
    let removed = 0
    server.use(
      http.get(PATH, () => answer(SsoSettingsAnswer, current)),
      http.delete(PATH, () => {
        removed++
        current = { settings: null, quad }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const view = renderRoute('/admin/sign-in', { user: admin })
    const remove = await screen.findByRole('button', { name: 'Remove single sign-on' })
    await view.user.click(remove)
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' })
    expect(dialog).toHaveTextContent('Sign in with Demo Login')
    // Backing out removes nothing and gives focus back.
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(remove).toHaveFocus())
    expect(removed).toBe(0)
    await view.user.click(remove)
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove single sign-on',
      }),
    )
    await screen.findByText('Single sign-on removed')
    expect(removed).toBe(1)
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).toBeNull(),
    )
    expect(screen.getByLabelText('Name on the button')).toHaveValue('')
  })

  it('checks with the shared schema first, then shows the server’s field errors', async () => {
    const sent: unknown[] = []
    const view = renderRoute('/admin/sign-in', { user: admin })
    useSsoApi(saved, sent, {
      error: {
        code: 'bad_request',
        message: 'body.ssoOnly: turn the provider on first',
        issues: [{ path: 'body.ssoOnly', message: 'turn the provider on first' }],
      },
    })
    const issuer = await screen.findByLabelText('Issuer address')
    await view.user.clear(issuer)
    await view.user.type(issuer, 'not an address')
    await view.user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Check the highlighted fields.')
    expect(sent).toHaveLength(0)
    await view.user.clear(issuer)
    await view.user.type(issuer, 'https://login.demo.edu')
    await view.user.click(screen.getByRole('switch', { name: /only sign in through/i }))
    await view.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(sent).toHaveLength(0)
    await view.user.click(screen.getByRole('checkbox', { name: /I understand/ }))
    await view.user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('turn the provider on first')
    expect(sent[0]).toMatchObject({ ssoOnly: true })
  })

  it('offers SAML with its own fields, and Quad’s addresses before anything is saved', async () => {
    const view = renderRoute('/admin/sign-in', { user: admin })
    useSsoApi({ settings: null, quad }, [])
    // The provider asks for the redirect URI when the client is created, before Quad has one.
    expect(await screen.findByLabelText('Redirect URI to give your provider')).toHaveValue(
      quad.oidcRedirectUri,
    )
    await view.user.selectOptions(screen.getByLabelText('Protocol'), 'saml')
    expect(screen.getByLabelText('Identity provider sign-in address')).toBeTruthy()
    expect(screen.getByLabelText('Signing certificate (PEM)')).toBeTruthy()
    expect(screen.queryByLabelText('Client secret')).toBeNull()
    expect(screen.getByDisplayValue(quad.samlAcsUrl)).toBeTruthy()
    expect(screen.getByDisplayValue(quad.samlEntityId)).toBeTruthy()
  })
})
