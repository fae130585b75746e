import { test as adminTest } from '../test.ts'
import { bursarHold, fullBursar, PAY_URL } from '@quad/shared/fixtures'
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, login } from '../fixtures.ts'
import { expect, test } from '../signed-in.ts'

/*
 * Issue 17 /financial: the admin's Pay link reaches the student's bursar answer through
 * the real server; the page with a whole account (two terms, two currencies, a hold)
 * reads at 390 and 1280 px and passes axe. Until the feed's demo pushes exist, the
 * account is the calls' answer stubbed in the browser (`@quad/shared/fixtures`, the same
 * answers as the web's route tests); the empty page is a11y.spec.ts's.
 */
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

adminTest(
  'the admin saves the Pay link; the student’s bursar answer carries it',
  async ({ page }) => {
    await login(page, 'admin@demo.edu')
    await page.setViewportSize(desktop)
    await page.goto('/admin/integrations')
    const panel = page.getByRole('region', { name: 'Payments' })
    await panel.getByRole('textbox', { name: 'Pay link' }).fill(PAY_URL)
    await panel.getByRole('textbox', { name: 'Button label' }).fill('Pay on Student Hub')
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(panel.getByText('Saved.')).toBeVisible()
    await expectNoAxeViolations(page, 'section[aria-labelledby="finance-settings-heading"]')

    await login(page, 'student@demo.edu')
    const bursar = await page.request.get('/mobile_ws/v18/finance/bursar')
    expect(bursar.status()).toBe(200)
    expect(await bursar.json()).toMatchObject({
      pay: { url: PAY_URL, label: 'Pay on Student Hub' },
    })
  },
)

const account = { ...fullBursar, lastSyncedAt: new Date().toISOString() }
const holds = { items: [bursarHold], lastSyncedAt: new Date().toISOString() }

test('a whole account reads at phone and laptop width and passes axe', async ({ page }) => {
  await page.route('**/mobile_ws/v18/finance/bursar', (route) => route.fulfill({ json: account }))
  await page.route('**/mobile_ws/v18/finance/holds', (route) => route.fulfill({ json: holds }))
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size)
    await page.goto('/financial')
    await expect(page.getByText('$1,250.30').first()).toBeVisible()
    const pay = page.getByRole('link', { name: /^Pay on Student Hub/ })
    await expect(pay).toHaveAttribute('rel', 'noopener')
    await expect(page.getByRole('article', { name: 'Bursar hold' })).toBeVisible()
    // Nothing wider than the phone: the lines wrap, the amounts stay whole.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolationsLightAndDark(page)
  }
})
