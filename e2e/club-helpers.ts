import { expect, type Page } from '@playwright/test'
import { uidOf } from './chat-helpers.ts'

/** The demo seed's club whose officer is Maya (student@demo.edu). */
export const MAYAS_CLUB = 'Photography Club'

/** `/api/v1/` as the page's signed-in student: the bearer JWT of its session. */
export async function bearerHeaders(page: Page): Promise<Record<string, string>> {
  const tokens = await page.request.get('/mobile_ws/v18/auth_tokens')
  expect(tokens.status()).toBe(200)
  const { jwt } = (await tokens.json()) as { jwt: string }
  return { authorization: `Bearer ${jwt}` }
}

/** A club's public id, found through the listing as the page's student. */
export async function clubIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/v1/clubs?search=${encodeURIComponent(name)}`, {
    headers: await bearerHeaders(page),
  })
  const { items } = (await response.json()) as { items: { id: string; name: string }[] }
  const club = items.find((item) => item.name === name)
  if (!club) throw new Error(`no club ${name} in the demo seed`)
  return club.id
}

/**
 * A new club the school admin creates with `officer` as its officer, and `members` joined:
 * its public id. Each spec's clubs are its own (a random name), so retries start afresh.
 */
export async function newClubRunBy(
  admin: Page,
  officer: Page,
  club: { name: string; category: string },
  members: readonly Page[] = [],
): Promise<string> {
  const created = await admin.request.post('/api/v1/admin/clubs', {
    headers: await bearerHeaders(admin),
    data: { ...club, officerUid: await uidOf(officer) },
  })
  expect(created.status(), await created.text()).toBe(201)
  const clubId = ((await created.json()) as { id: string }).id
  for (const member of members) {
    const joined = await member.request.post(`/api/v1/clubs/${clubId}/membership`, {
      headers: await bearerHeaders(member),
    })
    expect(joined.status()).toBe(201)
  }
  return clubId
}

/** Leaves a club through the API (a retried test starts from the seed's state). */
export async function leaveClub(page: Page, clubId: string): Promise<void> {
  const response = await page.request.delete(`/api/v1/clubs/${clubId}/membership`, {
    headers: await bearerHeaders(page),
  })
  expect(response.status()).toBe(200)
}

/** Marks every notification of the page's student read (a retry does not fold into old items). */
export async function markAllRead(page: Page): Promise<void> {
  const response = await page.request.patch('/api/v1/notifications/mark-all-as-read', {
    headers: await bearerHeaders(page),
  })
  expect(response.status()).toBe(204)
}

/** Sets an officer's per-club switches through the API. */
export async function setOfficerSetting(
  page: Page,
  clubId: string,
  setting: string,
  preferences: Record<string, 'yes' | 'no'>,
): Promise<void> {
  const response = await page.request.patch(
    `/api/v1/notifications/preferences/groups/groups/${clubId}/officer/${setting}`,
    { headers: await bearerHeaders(page), data: { preferences } },
  )
  expect(response.status()).toBe(200)
}

/**
 * The texts of the `notification` frames the page's realtime socket receives from now on.
 * Call before the navigation that opens the socket.
 */
export function notificationTexts(page: Page): string[] {
  const texts: string[] = []
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/v1/realtime')) return
    socket.on('framereceived', (frame) => {
      const payload = String(frame.payload)
      if (!payload.includes('"type":"notification"')) return
      const parsed = JSON.parse(payload) as { notification?: { text: string } }
      if (parsed.notification) texts.push(parsed.notification.text)
    })
  })
  return texts
}

/** A wall-clock date `days` from now, as the editor sends it ('YYYY-MM-DD'). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Maya (signed in on `maya`, an officer of her club) publishes a public event with 5 places,
 * three days from now, through the API; its id.
 */
export async function publishMayasEvent(maya: Page, title: string): Promise<string> {
  const clubId = await clubIdOf(maya, MAYAS_CLUB)
  const day = dayFromNow(3)
  const response = await maya.request.post('/api/v1/events', {
    headers: await bearerHeaders(maya),
    data: {
      clubId,
      title,
      description: '<p>Bring a camera and <b>one roll of film</b>.</p>',
      localStart: `${day}T18:00`,
      localEnd: `${day}T20:00`,
      timeZone: 'Europe/Berlin',
      location: 'Arts Building, Room 104',
      category: 'arts',
      tags: ['film'],
      capacity: 5,
      public: true,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return id
}
