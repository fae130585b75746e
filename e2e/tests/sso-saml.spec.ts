import { expect, test, type Browser, type Page } from '../test.ts'
import type { SsoSettingsBody } from '@quad/shared'
import { createSamlIdp, type SamlIdp } from '../../apps/server/src/test/saml-idp.ts'
import { demo, login } from '../fixtures.ts'
import { ports } from '../ports.ts'

/*
 * Issue 18 item 1, decision 054: the demo school signs in through the SAML IdP stand-in
 * (docs/saml-idp-standin.md) in Chromium; a tampered and a replayed response end on the
 * login page with their code. The provider is removed at the end: other specs share the server.
 */
test.describe.configure({ mode: 'serial' })

/** The stand-in's port: the worker's identity-provider port (ports.ts). */
const IDP_PORT = ports.idp
let idp: SamlIdp

const adminBearer = async (page: Page) => {
  await login(page, 'admin@demo.edu')
  const tokens = await page.request.get('/mobile_ws/v18/auth_tokens')
  const { jwt } = (await tokens.json()) as { jwt: string }
  return { Authorization: `Bearer ${jwt}` }
}

/** A browser of its own: nobody signed in, nothing shared with the other tests. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return { page: await context.newPage(), close: () => context.close() }
}

/** Starts a sign-in and answers the IdP's page as `email`, with its button `button`. */
async function throughIdp(page: Page, email: string, button = 'Sign in') {
  await page.goto('/mobile_ws/v18/sso/saml/start?redirect=%2Fclubs')
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${String(IDP_PORT)}/sso`))
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: button, exact: true }).click()
}

/** The login page says why, in a sentence of its own for each code. */
async function refusedWith(page: Page, code: string, sentence: RegExp) {
  await expect(page).toHaveURL(new RegExp(`/login\\?sso_error=${code}$`))
  await expect(page.getByRole('alert').first()).toContainText(sentence)
}

test.beforeAll(async ({ browser, baseURL }) => {
  idp = await createSamlIdp()
  await idp.listen(IDP_PORT)
  const { page, close } = await freshPage(browser, baseURL)
  const body: SsoSettingsBody = {
    protocol: 'saml',
    displayName: 'Demo University SAML',
    enabled: true,
    createAccounts: true,
    defaultAccountType: 'student',
    attributeMap: {},
    ssoOnly: false,
    saml: { entryPoint: idp.entryPoint, idpEntityId: idp.entityId, idpCerts: [idp.cert] },
  }
  const saved = await page.request.put('/api/v1/admin/sso', {
    headers: await adminBearer(page),
    data: body,
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await close()
})

test.afterAll(async ({ browser, baseURL }) => {
  const { page, close } = await freshPage(browser, baseURL)
  const removed = await page.request.delete('/api/v1/admin/sso', {
    headers: await adminBearer(page),
  })
  expect(removed.status()).toBeLessThan(300)
  await close()
  await idp.close()
})

test('Maya signs in through the school’s SAML IdP into the demo school', async ({ page }) => {
  await throughIdp(page, demo.student.email)
  await expect(page).toHaveURL(/\/clubs$/)
  const me = await page.request.get('/mobile_ws/v18/authentication')
  expect(me.status()).toBe(200)
  expect(JSON.stringify(await me.json())).toContain(demo.student.email)
})

test('the same response posted again from another browser is refused as replayed', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await freshPage(browser, baseURL)
  await page.goto(`${idp.entryPoint.replace(/\/sso$/, '')}/replay`)
  await refusedWith(page, 'replayed', /already used/i)
  expect((await page.request.get('/mobile_ws/v18/session')).status()).not.toBe(200)
  await close()
})

test('a response changed after signing is refused as tampered', async ({ browser, baseURL }) => {
  const { page, close } = await freshPage(browser, baseURL)
  await throughIdp(page, demo.friend.email, 'Sign in with a tampered response')
  await refusedWith(page, 'tampered', /could not be verified/i)
  expect((await page.request.get('/mobile_ws/v18/session')).status()).not.toBe(200)
  await close()
})
