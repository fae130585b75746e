import {
  CreateMeetingSeriesBody,
  CreateMeetingSlotBody,
  ErrorBody,
  MeetingSlot,
  MeetingSlotList,
  MyMeetings,
  type MeetingPerson,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The meetings API (issue 36 item 6) for route-level tests, over one list of slots the
 * test holds: requests are checked with the server's own schemas (a 400 names the field),
 * a refusal the test names answers as the server would. The rules themselves (who may
 * publish, the series, overlaps, blocks) are the server's tests' (features/meetings).
 */
export const mayaPerson: MeetingPerson = { uid: maya.uid, firstName: 'Maya', lastName: 'Lindqvist' }

export interface MeetingsWorld {
  slots: MeetingSlot[]
  canPublish: boolean
  /** Bodies of the POSTs to publish, as sent. */
  published: unknown[]
  /** A 400 the next series answers, `{path, message}` (the server's overlap, say). */
  refuseSeries?: { path: string; message: string }
}

let made = 0
/** A slot of `host` starting `days` ahead at `hour`:00 local, lasting half an hour. */
export function slotOf(
  host: MeetingPerson,
  days: number,
  hour: number,
  guest: MeetingPerson | null = null,
): MeetingSlot {
  const start = new Date()
  start.setDate(start.getDate() + days)
  start.setHours(hour, 0, 0, 0)
  return {
    uid: `slot-${String(++made)}`,
    hostUid: host.uid,
    host,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
    location: 'Room 12',
    note: null,
    status: guest ? 'booked' : 'open',
    guest,
  }
}

const refused = (issues: { path: string; message: string }[]) =>
  answer(ErrorBody, { error: { code: 'bad_request', message: 'Bad Request', issues } }, 400)
const bodyIssues = (issues: z.core.$ZodIssue[]) =>
  issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }))

export function useMeetingsApi(world: MeetingsWorld) {
  const base = `${ORIGIN}/api/v1/meetings`
  const find = (uid: unknown) => world.slots.find((slot) => slot.uid === uid)
  server.use(
    http.get(`${ORIGIN}/api/v1/me/meetings`, () =>
      answer(MyMeetings, {
        canPublish: world.canPublish,
        booked: world.slots.filter((slot) => slot.guest?.uid === maya.uid),
      }),
    ),
    http.get(`${base}/:uid`, ({ params }) =>
      answer(MeetingSlotList, {
        items: world.slots.filter(
          (slot) =>
            slot.hostUid === params['uid'] &&
            (slot.hostUid === maya.uid || slot.guest === null || slot.guest.uid === maya.uid),
        ),
      }),
    ),
    http.post(`${base}/slots`, async ({ request }) => {
      const parsed = z.safeParse(CreateMeetingSlotBody, await request.json())
      if (!parsed.success) return refused(bodyIssues(parsed.error.issues))
      world.published.push(parsed.data)
      const slot = { ...slotOf(mayaPerson, 1, 10), ...parsed.data, location: null, note: null }
      world.slots.push(slot)
      return answer(MeetingSlot, slot, 201)
    }),
    http.post(`${base}/slots/series`, async ({ request }) => {
      const parsed = z.safeParse(CreateMeetingSeriesBody, await request.json())
      if (!parsed.success) return refused(bodyIssues(parsed.error.issues))
      if (world.refuseSeries) return refused([world.refuseSeries])
      world.published.push(parsed.data)
      const slots = Array.from({ length: parsed.data.weeks }, (_, week) =>
        slotOf(mayaPerson, 1 + 7 * week, 10),
      )
      world.slots.push(...slots)
      return answer(MeetingSlotList, { items: slots }, 201)
    }),
    http.delete(`${base}/slots/:uid`, ({ params }) => {
      world.slots = world.slots.filter((slot) => slot.uid !== params['uid'])
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${base}/slots/:uid/booking`, ({ params }) => {
      const slot = find(params['uid'])
      if (!slot) {
        return answer(ErrorBody, { error: { code: 'not_found', message: 'Slot not found' } }, 404)
      }
      Object.assign(slot, { status: 'booked', guest: mayaPerson })
      return answer(MeetingSlot, slot, 201)
    }),
    http.delete(`${base}/slots/:uid/booking`, ({ params }) => {
      const slot = find(params['uid'])
      if (slot) Object.assign(slot, { status: 'open', guest: null })
      return new HttpResponse(null, { status: 204 })
    }),
  )
}
