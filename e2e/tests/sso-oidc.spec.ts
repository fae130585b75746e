import { expect, test, type APIRequestContext } from '../test.ts'
import { startTestIdp, type TestIdp } from '../../apps/server/src/test/oidc-idp.ts'
import { expectNoAxeViolations, login } from '../fixtures.ts'
import { ports } from '../ports.ts'

/*
 * Issue 18 item 1 in Chromium (decision 053): the demo admin sets a real OpenID provider
 * (oidc-provider on the worker's identity-provider port, ports.ts) as the school's sign-in; Maya signs in by clicking
 * "Sign in with …" and lands signed in. The school's SSO is removed at the end.
 */
const ORIGIN = `http://localhost:${String(ports.app)}`
let idp: TestIdp

test.describe.configure({ mode: 'serial' })

async function adminApi(request: APIRequestContext) {
  const tokens = await request.get('/mobile_ws/v18/auth_tokens')
  const { jwt } = (await tokens.json()) as { jwt: string }
  return { authorization: `Bearer ${jwt}` }
}

test.beforeAll(async () => {
  idp = await startTestIdp({
    port: ports.idp,
    redirectUris: [`${ORIGIN}/mobile_ws/v18/sso/oidc/callback`],
  })
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await login(page, 'admin@demo.edu')
  await page.request.delete('/api/v1/admin/sso', { headers: await adminApi(page.request) })
  await page.close()
  await idp.close()
})

test('the admin sets the provider, and a student signs in through it', async ({
  page,
  browser,
}) => {
  await login(page, 'admin@demo.edu')
  const put = await page.request.put('/api/v1/admin/sso', {
    headers: await adminApi(page.request),
    data: {
      protocol: 'oidc',
      displayName: 'Demo Login',
      enabled: true,
      createAccounts: false,
      defaultAccountType: 'student',
      attributeMap: {},
      ssoOnly: false,
      oidc: { issuer: idp.issuer, clientId: idp.client.clientId },
      clientSecret: idp.client.clientSecret,
    },
  })
  expect(put.status()).toBe(200)
  await page.goto('/admin/sign-in')
  await expect(page.getByLabel('Redirect URI to give your provider')).toHaveValue(
    `${ORIGIN}/mobile_ws/v18/sso/oidc/callback`,
  )
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }

  const student = await browser.newPage()
  idp.signInAs({ sub: 'maya-demo', email: 'student@demo.edu', email_verified: true })
  await student.goto('/login')
  await expect(student.getByRole('link', { name: 'Sign in with Demo Login' })).toBeVisible()
  for (const width of [390, 1280]) {
    await student.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(student)
  }
  await student.getByRole('link', { name: 'Sign in with Demo Login' }).click()
  await student.waitForURL((url) => url.origin === ORIGIN && url.pathname !== '/login')
  const session = await student.request.get('/mobile_ws/v18/authentication')
  expect(JSON.stringify(await session.json())).toContain('student@demo.edu')
  await student.close()
})

test('a refused sign-in says why on the login page', async ({ page }) => {
  idp.signInAs('cancel')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Sign in with Demo Login' }).click()
  await expect(
    page.getByText('Sign-in was cancelled. Start again when you are ready.'),
  ).toBeVisible()
})
