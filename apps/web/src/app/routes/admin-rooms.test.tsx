import { Room, RoomList, type RoomBody } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The admin Rooms page (issue 37 item 4, decision 105): the school's rooms, Add a room
 * checked by the shared schema and by the server's 409, Edit from the room as it is,
 * Archive, and the server's refusal to archive a booked room.
 */
const staff = { ...maya, roles: ['staff' as const] }
const hall: Room = { id: 'r1', name: 'Hall B 204', capacity: 80, features: ['projector'] }

let sent: Array<{ method: string; url: string; body: unknown }> = []
afterEach(() => {
  sent = []
})

function answerRooms(archiveRefused = false) {
  let items = [hall]
  server.use(
    http.get(`${ORIGIN}/api/v1/rooms`, () => answer(RoomList, { items, canManage: true })),
    http.post(`${ORIGIN}/api/v1/rooms`, async ({ request }) => {
      const body = (await request.json()) as RoomBody
      sent.push({ method: 'POST', url: request.url, body })
      if (body.name === 'Hall B 204') {
        return HttpResponse.json(
          {
            error: { code: 'conflict', message: 'The school already has a room named Hall B 204.' },
          },
          { status: 409 },
        )
      }
      const made = { id: 'r2', ...body }
      items = [...items, made]
      return answer(Room, made, 201)
    }),
    http.patch(`${ORIGIN}/api/v1/rooms/:id`, async ({ request }) => {
      const body = (await request.json()) as Partial<RoomBody>
      sent.push({ method: 'PATCH', url: request.url, body })
      const changed = { ...hall, ...body }
      items = [changed]
      return answer(Room, changed)
    }),
    http.delete(`${ORIGIN}/api/v1/rooms/:id`, ({ request }) => {
      sent.push({ method: 'DELETE', url: request.url, body: null })
      if (archiveRefused) {
        return HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'Hall B 204 is booked for 2 events ahead: move or cancel them first.',
            },
          },
          { status: 409 },
        )
      }
      items = []
      return new HttpResponse(null, { status: 204 })
    }),
  )
}

describe('the admin Rooms page', () => {
  it('lists each room with what it holds and has, and archives one', async () => {
    answerRooms()
    const { user } = renderRoute('/admin/rooms', { user: staff })
    const list = await screen.findByRole('list', { name: 'Rooms' })
    expect(within(list).getByText('Hall B 204')).toBeVisible()
    expect(within(list).getByText('Holds 80')).toBeVisible()
    expect(within(list).getByText('projector')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Archive Hall B 204' }))
    expect(await screen.findByText(/Hall B 204 is archived/)).toBeVisible()
    expect(await screen.findByText('No rooms yet. Add the rooms events may book.')).toBeVisible()
    expect(sent).toEqual([{ method: 'DELETE', url: `${ORIGIN}/api/v1/rooms/r1`, body: null }])
  })

  it('says why a booked room cannot be archived', async () => {
    answerRooms(true)
    const { user } = renderRoute('/admin/rooms', { user: staff })
    await user.click(await screen.findByRole('button', { name: 'Archive Hall B 204' }))
    expect(await screen.findByText(/booked for 2 events ahead/)).toBeVisible()
    expect(screen.getByRole('list', { name: 'Rooms' })).toBeVisible()
  })

  it('checks a new room with the shared schema, shows the server’s 409, then adds it', async () => {
    answerRooms()
    const { user } = renderRoute('/admin/rooms', { user: staff })
    await user.click(await screen.findByRole('button', { name: 'Add a room' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a room' })
    const capacity = within(dialog).getByLabelText('Capacity (optional)')
    await user.type(capacity, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }))
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(capacity).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await user.type(within(dialog).getByLabelText('Name'), 'Hall B 204')
    await user.clear(capacity)
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }))
    expect(await within(dialog).findByText(/already has a room named/)).toBeVisible()

    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Studio 3')
    await user.type(capacity, '12')
    await user.type(within(dialog).getByLabelText('Features (optional)'), 'mirrors, , piano')
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }))
    expect(await screen.findByText('Studio 3 is saved.')).toBeVisible()
    expect(sent.at(-1)?.body).toEqual({
      name: 'Studio 3',
      capacity: 12,
      features: ['mirrors', 'piano'],
    })
    expect(await screen.findByRole('heading', { name: 'Studio 3' })).toBeVisible()
  })

  it('edits a room from its values as they are', async () => {
    answerRooms()
    const { user } = renderRoute('/admin/rooms', { user: staff })
    await user.click(await screen.findByRole('button', { name: 'Edit Hall B 204' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hall B 204' })
    const capacity = within(dialog).getByLabelText('Capacity (optional)')
    expect(capacity).toHaveValue(80)
    expect(within(dialog).getByLabelText('Features (optional)')).toHaveValue('projector')
    await user.clear(capacity)
    await user.type(capacity, '90')
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }))
    expect(await screen.findByText('Holds 90')).toBeVisible()
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: `${ORIGIN}/api/v1/rooms/r1`,
        body: { name: 'Hall B 204', capacity: 90, features: ['projector'] },
      },
    ])
  })
})
