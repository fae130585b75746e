import { describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { Club, SchoolAdmin } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'

/**
 * The feed's switches (issue 16, decision 044): school admins set whether students post to
 * the school feed and how many reports hide a post; officers and admins open or close a
 * club's discussion to members. Each audited as the rest of the admin's changes.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fsw', bus)

const lastAudit = async (action: string) => {
  const [row] = await ctx()
    .database.db.select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.schoolId, s().school.id), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row?.details
}

describe('the school’s feed switches', () => {
  it('are answered and changed by school admins, audited old → new', async () => {
    const before = SchoolAdmin.parse((await s().as('admin').get('/api/v1/admin/school')).json())
    expect(before.feed).toEqual({ students_post: false, report_threshold: 3 })
    const response = await s()
      .as('admin')
      .patch('/api/v1/admin/school', { feed: { students_post: true, report_threshold: 1 } })
    expect(response.statusCode, response.body).toBe(200)
    expect(SchoolAdmin.parse(response.json()).feed).toEqual({
      students_post: true,
      report_threshold: 1,
    })
    expect(await lastAudit('school.update')).toEqual({
      changes: {
        feedStudentsPost: { from: false, to: true },
        feedReportThreshold: { from: 3, to: 1 },
      },
    })
  })

  it('take effect at once: a threshold of 1 hides on the first report', async () => {
    const post = await insertPost(ctx(), s().school, { authorId: s().id('maya') })
    const report = await s()
      .as('sam')
      .post(`/api/v1/feed/posts/${post.uid}/reports`, { reason: 'spam' })
    expect(report.statusCode).toBe(204)
    expect((await s().as('kim').get(`/api/v1/feed/posts/${post.uid}`)).statusCode).toBe(404)
  })

  it('refuse a threshold out of 1..50, naming the field, and anyone but an admin', async () => {
    for (const report_threshold of [0, 51, 2.5]) {
      const bad = await s()
        .as('admin')
        .patch('/api/v1/admin/school', { feed: { report_threshold } })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.message).toContain('report_threshold')
    }
    const student = await s()
      .as('maya')
      .patch('/api/v1/admin/school', { feed: { students_post: false } })
    expect(student.statusCode).toBe(403)
  })
})

describe('a club’s discussion switch', () => {
  const patch = (who: 'maya' | 'sam' | 'admin', discussionOpen: boolean) =>
    s().as(who).patch(`/api/v1/clubs/${s().photo.uid}`, { discussionOpen })

  it('is set by the club’s officers and school admins, never its members', async () => {
    const closed = await patch('maya', false)
    expect(closed.statusCode, closed.body).toBe(200)
    expect(Club.parse(closed.json()).discussionOpen).toBe(false)
    expect(await lastAudit('club.update')).toMatchObject({
      fields: ['discussionOpen'],
      discussionOpen: false,
    })
    expect((await patch('sam', true)).statusCode).toBe(403)
    const reopened = await patch('admin', true)
    expect(Club.parse(reopened.json()).discussionOpen).toBe(true)
    const bad = await s()
      .as('maya')
      .patch(`/api/v1/clubs/${s().photo.uid}`, { discussionOpen: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('discussionOpen')
  })
})
