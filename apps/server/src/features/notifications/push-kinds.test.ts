import { beforeAll, describe, expect, it } from 'vitest'
import { modules } from '../../modules.ts'
import { NotificationKinds } from '../../platform/notification-kinds.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { findNotification, notifyAll } from './notifications.service.ts'

/*
 * Issue 34 "a push for each notification kind arrives per the matrix and opens its route":
 * every kind the features declare, delivered to a student with the school's defaults, is
 * pushed unless the matrix's mobile column says no (decision 082: likes and the school's
 * feed) or it is a notice no preference governs (in-app only, decision 024), and the push
 * leads where the in-app item does. The way through the push service is push.test.ts's.
 */
const ctx = useTestApp()
let school: School
let reader: { id: number; uid: string }
let actor: { id: number; uid: string }

/** Every field some kind's payload has, with a value of its type. */
const payload = {
  note: null,
  subjectType: 'post',
  reportId: 'r1',
  outcome: 'hidden',
  conversationId: 7,
  conversationName: null,
  preview: 'See you there',
  clubId: 'c1',
  clubName: 'Chess Club',
  approved: true,
  subject: 'Tonight',
  body: 'Room 4',
  eventId: 'e1',
  title: 'Open night',
  startsAt: '2026-12-01T18:00:00Z',
  reason: 'moderator',
  change: { eventId: 1, status: null, previous: null },
  workId: 'w1',
  name: 'Essay',
  courseName: 'History 101',
  due: 'tomorrow 09:00',
  grade: 'A',
  announcementId: 'a1',
  postUid: 'p1',
  postId: 'p1',
  channel: 'school',
  commentId: 'k1',
  role: 'post',
}

/** The matrix's mobile column says no for these by default (decision 082). */
const NOT_PUSHED_BY_DEFAULT = new Set(['feed_post_liked', 'feed_comment_liked', 'feed_school_post'])

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'kinds', name: 'Kinds University' })
  reader = await insertTestStudent(ctx().database, school, { email: 'reader@kinds.edu' })
  actor = await insertTestStudent(ctx().database, school, { email: 'actor@kinds.edu' })
})

const kinds = new NotificationKinds(modules.flatMap((module) => module.notificationKinds ?? []))

describe('every notification kind on the push channel', () => {
  it.each(kinds.all.map((kind) => [kind.type, kind] as const))('%s', async (type, kind) => {
    const { db } = ctx().database
    const { delivered, pushes } = await notifyAll(db, school, kinds, [
      { type, userId: reader.id, actorId: actor.id, ...payload },
    ])
    const expected = !kind.always && !NOT_PUSHED_BY_DEFAULT.has(type)
    expect(pushes.map((push) => push.userId)).toEqual(expected ? [reader.id] : [])
    const [push] = pushes
    if (!push) return
    expect(push.title).toBe('Kinds University')
    expect(push.body.length).toBeGreaterThan(0)
    // It opens where the bell's item leads (an app path, or home), read back as the bell
    // reads it; a chat message, which has no item in the bell, opens its conversation.
    const [inApp] = delivered
    const item = inApp ? await findNotification(db, kinds, reader.id, inApp.notificationId) : null
    if (type === 'chat_message') expect(push.link).toBe(`/chat/${String(payload.conversationId)}`)
    else expect(push.link).toBe(item?.link)
    if (push.link !== null) expect(push.link).toMatch(/^\/[^/]/)
  })
})
