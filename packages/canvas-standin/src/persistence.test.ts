import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bearer, useStandin } from './test-support.ts'

let directory = ''
afterEach(() => rmSync(directory, { recursive: true, force: true }))

describe('persistence', () => {
  it('keeps users, courses and grants across a restart, revocations included', async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'canvas-standin-'))
    const dataFile = path.join(directory, 'canvas.json')
    const first = await useStandin({ dataFile })
    const ada = first.addUser({ name: 'Ada Lovelace', email: 'ada@example.edu' })
    const grace = first.addUser({ name: 'Grace Hopper', email: 'grace@example.edu' })
    const course = first.addCourse({ name: 'Compilers', courseCode: 'CS 301' })
    first.enroll(ada.id, course.id, { type: 'StudentEnrollment' })
    const kept = first.issueToken(ada.id)
    const revoked = first.issueToken(grace.id)
    first.revokeTokensOf(grace.id)
    await first.close()
    expect(statSync(dataFile).mode & 0o077).toBe(0)

    const second = await useStandin({ dataFile })
    const courses = await (
      await fetch(`${second.url}/api/v1/courses`, { headers: bearer(kept.accessToken) })
    ).json()
    expect(courses).toEqual([expect.objectContaining({ id: course.id, name: 'Compilers' })])
    const gone = await fetch(`${second.url}/api/v1/users/self`, {
      headers: bearer(revoked.accessToken),
    })
    expect(gone.status).toBe(401)
    // Ids keep counting from where they were: nothing new collides with what a client stored.
    expect(second.addUser({ name: 'Alan Turing', email: 'alan@example.edu' }).id).toBeGreaterThan(
      course.id,
    )
  })
})
