import { describe, expect, it } from 'vitest'
import { blocks } from '../../db/schema/connections.ts'
import { users } from '../../platform/db/schema.ts'
import { inArray } from 'drizzle-orm'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'
import { writtenBody } from './feed-body.ts'

/** A written body (issue 16 items 2 and 5): sanitised, mentions kept only where allowed. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdb', bus)
const rules = { field: 'body', textMax: 100, allowEmpty: false }

const uidsOf = async () => {
  const rows = await ctx()
    .database.db.select({ id: users.id, uid: users.uid })
    .from(users)
    .where(inArray(users.id, [s().id('sam'), s().id('ola'), s().id('maya')]))
  return new Map(rows.map((row) => [row.id, row.uid]))
}

describe('writtenBody', () => {
  it('keeps safe formatting and drops anything that could run', async () => {
    const body = await writtenBody(
      ctx().database.db,
      { userId: s().id('maya'), schoolId: s().school.id },
      '<p onclick="x()">Hi <b>all</b><img src=x onerror=alert(1)><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">click</a> <a href="https://quad.test">site</a></p>',
      rules,
    )
    expect(body.html).toBe(
      '<p>Hi <b>all</b>click <a href="https://quad.test" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    )
    expect(body.text).toBe('Hi allclick site')
    expect(body.mentions).toEqual([])
  })

  it('keeps mentions of schoolmates the author may mention, with their real names', async () => {
    const uids = await uidsOf()
    const sam = uids.get(s().id('sam')) ?? ''
    const ola = uids.get(s().id('ola')) ?? ''
    await ctx()
      .database.db.insert(blocks)
      .values({ schoolId: s().school.id, blockerId: s().id('ola'), blockedId: s().id('maya') })
    const body = await writtenBody(
      ctx().database.db,
      { userId: s().id('maya'), schoolId: s().school.id },
      `<p>Thanks <span data-mention="${sam}">@The Dean</span> and <span data-mention="${ola}">@Ola</span>` +
        ` and <span data-mention="nobody">@Ghost</span></p>`,
      rules,
    )
    expect(body.mentionedIds).toEqual([s().id('sam')])
    expect(body.mentions).toHaveLength(1)
    expect(body.html).toMatch(new RegExp(`<span data-mention="${sam}">@[^<]+</span>`))
    expect(body.html).not.toContain('The Dean')
    expect(body.html).toContain(' and @Ola and @Ghost')
  })

  it('names the field when the text is too long or empty', async () => {
    const author = { userId: s().id('maya'), schoolId: s().school.id }
    await expect(writtenBody(ctx().database.db, author, 'x'.repeat(101), rules)).rejects.toThrow(
      'body: must be at most 100 characters',
    )
    await expect(writtenBody(ctx().database.db, author, '<p> </p>', rules)).rejects.toThrow(
      'body: must not be empty',
    )
    expect(
      (await writtenBody(ctx().database.db, author, '', { ...rules, allowEmpty: true })).html,
    ).toBe('')
  })
})
