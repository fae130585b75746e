import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { test as base } from './test.ts'
import { demo, login } from './fixtures.ts'

/**
 * `test` for specs whose tests only need the demo student (Maya) signed in: one login per
 * worker, saved as storage state, instead of one per test (each login is an Argon2id hash
 * on the server, costly on a loaded machine). Tests that sign out, or sign in as someone
 * else, use Playwright's own `test` and `login()`.
 */
export const test = base.extend<object, { studentState: string }>({
  storageState: ({ studentState }, use) => use(studentState),
  studentState: [
    async ({ browser }, use, workerInfo) => {
      const dir = path.join(workerInfo.project.outputDir, '.auth')
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `student-${String(workerInfo.workerIndex)}.json`)
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await login(page, demo.student.email)
      await context.storageState({ path: file })
      await context.close()
      await use(file)
    },
    { scope: 'worker' },
  ],
})
export { expect } from '@playwright/test'
