import { ListingConfigResponse, MobilePeopleResponse } from '@quad/shared'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/** The listing config a school with connect off gets (the server leaves out `connection`). */
function directoryHandlers() {
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/listing_config`, () =>
      answer(ListingConfigResponse, {
        filters: [
          { name: 'search', label: 'Search', kind: 'text', options: [] },
          {
            name: 'accountType',
            label: 'Account type',
            kind: 'menu',
            options: [{ value: 'student', label: 'Student' }],
          },
        ],
        layout: { view: 'grid', pageSize: 24 },
        ordering: {
          options: [{ value: 'lastName', label: 'Last name' }],
          defaultOrder: 'lastName',
        },
      }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
      answer(MobilePeopleResponse, [{ people: [], total: 0, facets: {} }]),
    ),
  )
}

describe('directory (/directory) at a school with connect off', () => {
  it('speaks of finding and messaging people, never of connecting', async () => {
    directoryHandlers()
    renderRoute('/directory', { school: { ...demoSchool, config: { connect: false } } })
    await screen.findByRole('heading', { level: 1, name: 'Directory' })
    const main = screen.getByRole('main')
    expect(main).not.toHaveTextContent(/connect/i)
    expect(screen.queryByRole('navigation', { name: /connection/i })).toBeNull()
  })
})
