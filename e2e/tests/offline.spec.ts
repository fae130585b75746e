import type { Page } from '@playwright/test'
import { composer, conversationIdOf, mayaAndConnection, messages, uidOf } from '../chat-helpers.ts'
import { bearerHeaders, publishMayasEvent } from '../club-helpers.ts'
import { bell, panel } from '../notification-helpers.ts'
import { expect, test } from '../test.ts'

/*
 * Issue 34 item 3, end to end: a student's Quad, once seen online under the service worker,
 * opens with no network (the browser's own offline mode, which the worker's fetches obey
 * too) and shows what was last seen — a conversation, the schedule, a ticket, the
 * notifications, the profile — but nothing newer; a message and an RSVP written offline wait, said so, and reach the server exactly
 * once when the network returns; signing out leaves nothing of the student on the device.
 */

/** The worker registered and controlling the page (it registers a while after load). */
async function underServiceWorker(page: Page): Promise<void> {
  await expect(page.locator('html[data-worker]')).toHaveAttribute('data-worker', 'registered', {
    timeout: 30_000,
  })
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

async function messagesWith(page: Page, id: string, body: string): Promise<number> {
  const response = await page.request.get(`/api/v1/chat/conversations/${id}/messages?limit=50`, {
    headers: await bearerHeaders(page),
  })
  expect(response.status()).toBe(200)
  const { items } = (await response.json()) as { items: { body: string }[] }
  return items.filter((message) => message.body === body).length
}

/**
 * The student's day shows the event they go to, and the bell's panel opens with its
 * items (none failed to load); how many there are.
 */
async function scheduleAndNotifications(page: Page, calendar: string, event: string) {
  await page.goto(calendar)
  // The event's own link: its name starts with its title. A class it clashes with names it
  // too ("Clashes with …"), on the days the demo's timetable puts one beside it.
  await expect(page.getByRole('link', { name: new RegExp(`^${event}`) })).toBeVisible()
  await bell(page).click()
  await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeVisible()
  // Counted once the list has come (from the network or the device's copy), not while loading.
  await expect(panel(page).getByText('Loading your notifications…')).toHaveCount(0)
  await expect(panel(page).getByText(/That did not work/)).toHaveCount(0)
  const items = await panel(page).getByRole('listitem').count()
  await page.keyboard.press('Escape')
  return items
}

async function answerOf(page: Page, eventId: string): Promise<string | null> {
  const response = await page.request.get(`/api/v1/events/${eventId}`, {
    headers: await bearerHeaders(page),
  })
  return ((await response.json()) as { viewerRsvp: string | null }).viewerRsvp
}

/**
 * What Quad keeps on the device: the worker's copies that mention `uid` (the student's
 * pages and answers; the sign-in page's own, kept again after a sign-out, do not), what
 * IndexedDB holds, and whose the copies are.
 */
function keptOnDevice(page: Page, uid: string) {
  return page.evaluate(async (uid) => {
    const names = await caches.keys()
    const copies: string[] = []
    for (const name of names.filter((n) => n === 'quad-pages' || n === 'quad-data')) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text()
        if (body?.includes(uid)) copies.push(request.url)
      }
    }
    const queued = await new Promise<number>((resolve) => {
      const open = indexedDB.open('keyval-store')
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('keyval')) return resolve(0)
        const count = db.transaction('keyval').objectStore('keyval').count()
        count.onsuccess = () => resolve(count.result)
      }
      open.onerror = () => resolve(-1)
    })
    return { copies, queued, owner: localStorage.getItem('quad:offline-owner') }
  }, uid)
}

test('offline: what was seen opens, writes wait and go once, sign-out leaves nothing', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const { maya, other: student, peer } = await mayaAndConnection(browser, origin, 5)
  const stamp = String(Date.now()).slice(-6)
  const goingTo = await publishMayasEvent(maya, `Offline ticket ${stamp}`)
  const laterEvent = await publishMayasEvent(maya, `Offline answer ${stamp}`)
  const going = await student.request.put(`/api/v1/events/${goingTo}/rsvp`, {
    headers: await bearerHeaders(student),
    data: { status: 'going' },
  })
  expect(going.status()).toBe(200)
  const ticket = await student.request.get(`/api/v1/events/${goingTo}/ticket`, {
    headers: await bearerHeaders(student),
  })
  const { code } = (await ticket.json()) as { code: string }
  // The student's schedule on the events' day (three days on: publishMayasEvent). Its day, not
  // its month: a month's cell shows three events and "n more", and on a weekday the student's
  // classes and other specs' events on that day hid this one.
  const calendar = `/calendar?view=day&date=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}`

  // Online, under the worker: the student reads a conversation, a ticket, their profile.
  await student.goto(`/chat?with=${await uidOf(maya)}`)
  await expect(student).toHaveURL(/\/chat\/\d+$/)
  const conversation = conversationIdOf(student)
  const seen = `Seen before the tunnel ${stamp}`
  await composer(student).fill(seen)
  await composer(student).press('Enter')
  await expect(messages(student).getByText(seen)).toBeVisible()
  await underServiceWorker(student)
  await expect(messages(student).getByText(seen)).toBeVisible()
  await student.goto(`/events/${goingTo}`)
  await expect(student.getByText(code)).toBeVisible()
  await student.goto(`/events/${laterEvent}`)
  await expect(student.getByRole('radio', { name: 'Interested' })).toBeVisible()
  const notices = await scheduleAndNotifications(student, calendar, `Offline ticket ${stamp}`)
  await student.goto('/student_profile')
  await expect(
    student.getByRole('heading', { level: 1, name: new RegExp(peer.firstName) }),
  ).toBeVisible()
  const kept = await keptOnDevice(student, peer.uid)
  expect(kept.owner).toBe(peer.uid)
  expect(kept.copies).toContain(`${origin}/mobile_ws/v18/user_profile?view=full`)

  // No network. Maya writes meanwhile: the student's copy cannot know it.
  await student.context().setOffline(true)
  const unseen = `Written while you were offline ${stamp}`
  const mayaHeaders = await bearerHeaders(maya)
  const sent = await maya.request.post(`/api/v1/chat/conversations/${conversation}/messages`, {
    headers: mayaHeaders,
    data: { body: unseen, clientId: crypto.randomUUID(), fileIds: [] },
  })
  expect(sent.status()).toBe(201)

  await student.goto(`/chat/${conversation}`)
  await expect(student.getByText('You are offline.')).toBeVisible()
  await expect(messages(student).getByText(seen)).toBeVisible()
  await expect(messages(student).getByText(unseen)).toHaveCount(0)
  const queued = `Written in the tunnel ${stamp}`
  await composer(student).fill(queued)
  await composer(student).press('Enter')
  await expect(messages(student).getByText(/Waiting for a connection/)).toBeVisible()
  await expect(student.getByText('1 change is waiting to be sent.')).toBeVisible()

  await student.goto(`/events/${goingTo}`)
  await expect(student.getByText(code)).toBeVisible()
  // The same month and the same notifications as online, from what the device kept.
  expect(await scheduleAndNotifications(student, calendar, `Offline ticket ${stamp}`)).toBe(notices)
  await student.goto(`/events/${laterEvent}`)
  const interested = student.getByRole('radio', { name: 'Interested' })
  await student.locator('label').filter({ has: interested }).click()
  await expect(student.getByText(/your answer is saved on this device/)).toBeVisible()
  await student.goto('/student_profile')
  await expect(
    student.getByRole('heading', { level: 1, name: new RegExp(peer.firstName) }),
  ).toBeVisible()
  await expect(student.getByText('2 changes are waiting to be sent.')).toBeVisible()
  expect(await messagesWith(maya, conversation, queued)).toBe(0)

  // Back online: each write goes once.
  await student.context().setOffline(false)
  await expect(student.getByText('You are offline.')).toHaveCount(0)
  await expect.poll(() => messagesWith(maya, conversation, queued), { timeout: 30_000 }).toBe(1)
  await expect.poll(() => answerOf(student, laterEvent), { timeout: 30_000 }).toBe('interested')
  await student.goto(`/chat/${conversation}`)
  await expect(messages(student).getByText(queued)).toBeVisible()
  await expect(messages(student).getByText(unseen)).toBeVisible()
  await expect(messages(student).getByText(/Waiting for a connection/)).toHaveCount(0)
  expect(await messagesWith(maya, conversation, queued)).toBe(1)

  // Signing out leaves nothing of the student on the device.
  await student.getByRole('button', { name: 'Open menu' }).click()
  await student
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Log out' })
    .click()
  await expect(student).toHaveURL(/\/login/)
  await expect
    .poll(() => keptOnDevice(student, peer.uid))
    .toEqual({ copies: [], queued: 0, owner: null })
  await Promise.all([maya, student].map((page) => page.context().close()))
})
