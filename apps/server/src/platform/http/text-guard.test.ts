import { beforeAll, describe, expect, it } from 'vitest'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 30 security 4: a lone surrogate ("\ud800", half of an emoji) in a club request's name
 * was a 500 — PostgreSQL cannot store it. Every route refuses ill-formed text, and NUL, with
 * a 400 naming the field, in one guard before any schema or handler sees it.
 */
const ctx = useTestApp()
let student: BearerClient

beforeAll(async () => {
  const school = await insertSchool(ctx().database.db, { code: 'text', name: 'Text U' })
  await insertTestStudent(ctx().database, school, { email: 'ada@text.edu' })
  student = await bearerClient(ctx, 'text', 'ada@text.edu')
})

const clubRequest = (name: string) =>
  student.post('/api/v1/clubs/requests', {
    name,
    description: 'We play chess on Tuesdays.',
    category: 'Academic',
  })

describe('the text guard', () => {
  it.each([
    ['\ud800', 'a lone high surrogate'],
    ['Chess Club \ud83d', 'half of an emoji at the end'],
    ['\udfffChess', 'a lone low surrogate first'],
  ])('refuses %j in a club request’s name (%s) with a 400 naming it', async (name) => {
    const answer = await clubRequest(name)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error).toEqual({
      code: 'bad_request',
      message: 'body.name: must be well-formed text (it holds half of a character pair)',
      issues: [
        {
          path: 'body.name',
          message: 'must be well-formed text (it holds half of a character pair)',
        },
      ],
    })
  })

  it('names nested fields and keys, and still refuses NUL', async () => {
    const nested = await student.post('/api/v1/clubs/requests', { tags: [{ ['k\ud800']: 1 }] })
    expect(nested.statusCode).toBe(400)
    expect(nested.json().error.issues[0].path).toBe('body.tags.0.k\ufffd')
    const nul = await clubRequest('Chess\u0000Club')
    expect(nul.statusCode).toBe(400)
    expect(nul.json().error.message).toBe('body.name: must not contain NUL characters')
  })

  it('lets whole characters through, emoji included', async () => {
    const answer = await clubRequest('Chess Club ♞ 😀')
    expect(answer.statusCode).toBe(201)
  })
})
