import { expect, type Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'

/** The demo seed's accounts (apps/server seed, SEED=demo); all share one password. */
export const DEMO_PASSWORD = 'quad-demo'
export const demo = {
  school: { name: 'Demo University', colour: 'rgb(0, 95, 191)' },
  student: { email: 'student@demo.edu', firstName: 'Maya' },
  friend: { email: 'friend@demo.edu', firstName: 'Jonah' },
} as const
export const north = {
  origin: `http://north.localhost:${process.env.E2E_PORT ?? '3180'}`,
  school: { name: 'North College' },
  student: { email: 'student@north.edu', firstName: 'Elena' },
} as const

/**
 * Signs in through the API, not the form: faster, and the form has its own tests.
 * page.request shares the browser context's cookies, so the page is signed in too.
 * The server limits logins to 10 a minute per address: use this only where a test needs it.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/mobile_ws/v18/login', { data: { email, password } })
  expect(response.status(), `login as ${email}`).toBe(200)
}

/**
 * Resolves when the app's realtime socket says hello. Call before the navigation that
 * opens it: frames are only seen by listeners attached in time.
 */
export function realtimeHello(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/v1/realtime')) return
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"hello"')) resolve()
      })
    })
  })
}

/** WCAG 2.2 AA, the level Quad promises (quality brief). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((n) => n.target),
    })),
  ).toEqual([])
}
