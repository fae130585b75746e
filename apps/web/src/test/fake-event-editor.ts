import {
  CancelEventQuery,
  ClubListing,
  CreateEventBody,
  EventDetail,
  ErrorBody,
  RoomList,
  UpdateEventBody,
  type Club,
  type Room,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import type * as z from 'zod/mini'
import { answer, ORIGIN } from './fake-api.ts'
import { fakeEventDetail as eventDetail } from './fake-event.ts'
import { server } from './setup-routes.ts'

/** An event its manager opens in the editor (fake-event.ts, with an editor's fixed dates). */
export function fakeEventDetail(over: Partial<EventDetail> & Pick<EventDetail, 'id' | 'title'>) {
  return eventDetail({
    description: '<p>Bring a camera.</p>',
    startsAt: '2026-10-14T17:00:00.000Z',
    endsAt: '2026-10-14T19:00:00.000Z',
    localStart: '2026-10-14T19:00',
    localEnd: '2026-10-14T21:00',
    timeZone: 'Europe/Berlin',
    location: 'Room 101',
    tags: ['photography'],
    club: { id: 'photo', name: 'Photography Club', logoUrl: null },
    capacity: 2,
    public: false,
    updatedAt: '2026-09-01T10:00:00.000Z',
    canManage: true,
    attendance: { going: 0, waitlisted: 0, checkedIn: 0 },
    ...over,
  })
}

/** What the editor sent, each request parsed with the schema the server validates with. */
export interface SentEvents {
  created: z.output<typeof CreateEventBody>[]
  updated: z.output<typeof UpdateEventBody>[]
  deleted: z.output<typeof CancelEventQuery>[]
}

interface EventEditorApi {
  clubs?: Club[]
  event?: EventDetail
  /** A refusal the server answers to the create, naming a field: a 400 unless `status`. */
  createIssue?: { path: string; message: string; status?: 400 | 409 }
  /** The school's rooms (decision 105); none by default. */
  rooms?: Room[]
}

/** The event routes the editor calls, answered as the server would (the contracts). */
export function useEventEditorApi({
  clubs = [],
  event,
  createIssue,
  rooms = [],
}: EventEditorApi = {}) {
  const sent: SentEvents = { created: [], updated: [], deleted: [] }
  server.use(
    http.get(`${ORIGIN}/api/v1/rooms`, () => answer(RoomList, { items: rooms, canManage: false })),
    http.get(`${ORIGIN}/api/v1/clubs`, () =>
      answer(ClubListing, {
        total: clubs.length,
        items: clubs,
        perPage: 100,
        currentPage: 1,
        messages: [],
      }),
    ),
    http.post(`${ORIGIN}/api/v1/events`, async ({ request }) => {
      const body = CreateEventBody.parse(await request.json())
      sent.created.push(body)
      if (createIssue) {
        const { status = 400, ...issue } = createIssue
        const code = status === 400 ? 'bad_request' : 'conflict'
        return answer(
          ErrorBody,
          { error: { code, message: issue.message, issues: [issue] } },
          status,
        )
      }
      const status = body.publish ? 'published' : 'draft'
      return answer(EventDetail, fakeEventDetail({ id: 'ev-new', title: body.title, status }))
    }),
    http.get(`${ORIGIN}/api/v1/events/:id`, () =>
      event
        ? answer(EventDetail, event)
        : HttpResponse.json({ error: { code: 'not_found', message: 'No event' } }, { status: 404 }),
    ),
    http.patch(`${ORIGIN}/api/v1/events/:id`, async ({ request }) => {
      const body = UpdateEventBody.parse(await request.json())
      sent.updated.push(body)
      return answer(EventDetail, {
        ...(event ?? fakeEventDetail({ id: 'ev', title: 'x' })),
        title: body.title ?? 'x',
      })
    }),
    http.delete(`${ORIGIN}/api/v1/events/:id`, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams)
      sent.deleted.push(CancelEventQuery.parse(params))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return sent
}
