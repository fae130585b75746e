// @engines both: the feature's route contract
import { SchoolSettings } from '@quad/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { hostOf, insertSchool, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
const get = (code: string) =>
  ctx().app.inject({ url: '/mobile_ws/v18/school', headers: { host: hostOf(code) } })

beforeAll(async () => {
  await insertSchool(ctx().database.db, {
    code: 'linked',
    name: 'Linked',
    // `admin` was a menu link until issue 14 made Admin Quad's own console: stored, dropped.
    menuLinks: {
      jobs: 'https://careers.linked.edu/',
      admin: 'https://admin.linked.edu/',
    } as object,
    hubs: [
      { id: 'arts', name: 'Arts Hub', menu_id: null },
      { id: 'sport', name: 'Sport Hub', menu_id: 'teams' },
    ],
  })
  await insertSchool(ctx().database.db, { code: 'bare', name: 'Bare' })
})

describe('GET /mobile_ws/v18/school: the main menu a school configures (issue 12)', () => {
  it("carries the school's menu links and hubs", async () => {
    const response = await get('linked')
    expect(response.statusCode).toBe(200)
    const body = SchoolSettings.parse(response.json())
    expect(body.menu_links).toEqual({ jobs: 'https://careers.linked.edu/' })
    expect(body.hubs).toEqual([
      { id: 'arts', name: 'Arts Hub', menu_id: null },
      { id: 'sport', name: 'Sport Hub', menu_id: 'teams' },
    ])
  })

  it('a school that configured none has no links and no hubs', async () => {
    const body = SchoolSettings.parse((await get('bare')).json())
    expect(body.menu_links).toEqual({})
    expect(body.hubs).toEqual([])
  })
})
