import { beforeAll, describe, expect, it } from 'vitest'
import { MENTION_SUGGESTIONS_MAX, MentionSuggestions } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { MENTION_LOOKUPS_PER_MINUTE } from './post-write.routes.ts'

/** `GET /api/v1/feed/mentions` (issue 16 item 2): whom the composer suggests for an @mention. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdn', bus)
let zine = ''

beforeAll(async () => {
  const add = async (firstName: string, lastName: string, optOut = false) => {
    const user = await insertTestStudent(
      ctx().database,
      s().school,
      {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@fdn.edu`,
      },
      { directoryOptOut: optOut },
    )
    return user.id
  }
  await add('Zara', 'Alvarez')
  const clubmate = await add('Zane', 'Brooks')
  const hidden = await add('Zoe', 'Hidden', true)
  const blocker = await add('Zed', 'Blocker')
  for (let i = 0; i < MENTION_SUGGESTIONS_MAX; i++) await add(`Zack${String(i)}`, 'Many')
  zine = (
    await insertClub(ctx(), s().school, {
      name: 'Zine',
      officers: [s().id('maya')],
      members: [clubmate],
    })
  ).uid
  await ctx()
    .database.db.insert(blocks)
    .values({ schoolId: s().school.id, blockerId: blocker, blockedId: s().id('maya') })
  expect(hidden).toBeGreaterThan(0)
})

const suggest = async (who: EventPerson, query: string) => {
  const response = await s().as(who).get(`/api/v1/feed/mentions?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return MentionSuggestions.parse(response.json()).items.map((item) => item.name)
}

describe('GET /api/v1/feed/mentions', () => {
  it('matches name prefixes, never an opted-out stranger or someone who blocked the author', async () => {
    const names = await suggest('maya', 'q=z')
    expect(names).toHaveLength(MENTION_SUGGESTIONS_MAX)
    expect(await suggest('maya', 'q=zar%20alv')).toEqual(['Zara Alvarez'])
    expect(await suggest('maya', 'q=alvarez')).toEqual(['Zara Alvarez'])
    expect(await suggest('maya', 'q=zoe')).toEqual([])
    expect(await suggest('maya', 'q=zed')).toEqual([])
    expect(await suggest('sam', 'q=zed')).toEqual(['Zed Blocker'])
    expect(await suggest('maya', 'q=z%25')).toEqual([])
  })

  it('puts the club’s members first for its composer, only for its members', async () => {
    expect((await suggest('maya', `q=z&clubId=${zine}`))[0]).toBe('Zane Brooks')
    expect((await suggest('sam', `q=z&clubId=${zine}`))[0]).not.toBe('Zane Brooks')
  })

  it('limits how fast one student may look names up', async () => {
    const lookups = Array.from({ length: MENTION_LOOKUPS_PER_MINUTE }, () =>
      s().as('kim').get('/api/v1/feed/mentions?q=z'),
    )
    expect((await Promise.all(lookups)).every((response) => response.statusCode === 200)).toBe(true)
    const refused = await s().as('kim').get('/api/v1/feed/mentions?q=z')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe('Too many name lookups; wait a minute.')
  })
})
