import { fileURLToPath } from 'node:url'
import { test, type Page } from '@playwright/test'
import { demo, login } from '../fixtures.ts'

/** Refreshes the screenshots in docs/ (run through `npm run screenshots`). */
const outDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `${outDir}${name}-${String(size.width)}.png`, fullPage: true })
  }
}

test('login and home pages', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shoot(page, 'login')

  await login(page, demo.student.email)
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shoot(page, 'home')
})
