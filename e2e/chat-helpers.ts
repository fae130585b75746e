import { expect, type Browser, type Page } from '@playwright/test'
import { demo, login, realtimeHello } from './fixtures.ts'

export interface Student {
  uid: string
  firstName: string
  email: string
}

/**
 * The demo student's connections that can sign in: found through the same APIs the app
 * uses (the directory's connected filter, then each profile's email when its owner shows
 * it). The seed connects 14 students to Maya; Jonah stays unconnected on purpose.
 */
export async function mayaConnections(page: Page, count: number): Promise<Student[]> {
  await login(page, demo.student.email)
  const response = await page.request.get(
    '/mobile_ws/v18/mobile_people?range=0&limit=20&connection=connected',
  )
  const [first] = (await response.json()) as [
    { people: { uid: string; firstName: string; accountType: string }[] },
  ]
  const found: Student[] = []
  for (const person of first.people) {
    if (found.length === count) break
    const profile = await page.request.get(
      `/mobile_ws/v18/user_profile?view=full&uid=${person.uid}`,
    )
    const { data } = (await profile.json()) as { data: { email?: string | null } | null }
    if (data?.email) found.push({ uid: person.uid, firstName: person.firstName, email: data.email })
  }
  expect(found.length, 'connected students with a visible email in the seed').toBe(count)
  return found
}

export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } })
  const page = await context.newPage()
  await login(page, email)
  return page
}

/** The conversation id in the address after /chat/. */
export function conversationIdOf(page: Page): string {
  const match = /\/chat\/(\d+)/.exec(page.url())
  if (!match?.[1]) throw new Error(`not a conversation address: ${page.url()}`)
  return match[1]
}

export const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / })
export const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true })

/**
 * Maya and her `index`-th connection, each signed in in their own browser context. Tests
 * running at once use different connections, so their conversations do not meet.
 */
export async function mayaAndConnection(browser: Browser, baseURL: string, index: number) {
  const [peer] = await connectionsOfMaya(browser, baseURL, index)
  const maya = await signedIn(browser, baseURL, demo.student.email)
  const other = await signedIn(browser, baseURL, peer.email)
  return { maya, other, peer }
}

/**
 * Maya's connections at these places of her list (tests running at once take different
 * ones), found from a browser context of their own that is closed after.
 */
export async function connectionsOfMaya<const I extends readonly number[]>(
  browser: Browser,
  baseURL: string,
  ...indexes: I
): Promise<{ [K in keyof I]: Student }> {
  const setup = await signedIn(browser, baseURL, demo.student.email)
  const found = await mayaConnections(setup, Math.max(...indexes) + 1)
  await setup.context().close()
  return indexes.map((index) => {
    const student = found[index]
    if (!student) throw new Error(`Maya has no connection number ${String(index)}`)
    return student
  }) as { [K in keyof I]: Student }
}

/** The uid of the student signed in on this page. */
export async function uidOf(page: Page): Promise<string> {
  const response = await page.request.get('/mobile_ws/v18/authentication')
  const [user] = (await response.json()) as [{ uid: string }]
  return user.uid
}

/**
 * Maya opens her 1:1 with the peer, and the peer opens it too with the socket up (every live
 * change after this reaches them): the conversation's id.
 */
export async function bothInDirectChat(maya: Page, other: Page, peerUid: string): Promise<string> {
  await maya.goto(`/chat?with=${peerUid}`)
  await expect(maya).toHaveURL(/\/chat\/\d+$/)
  const id = conversationIdOf(maya)
  const otherHello = realtimeHello(other)
  await other.goto(`/chat/${id}`)
  await expect(composer(other)).toBeVisible()
  await otherHello
  return id
}
