import type { EventQuestion, EventStatus } from '@quad/shared'
import { events } from '../db/schema/events.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import type { TestContext } from './test-app.ts'

const HOUR = 60 * 60 * 1000

/**
 * An event stored as it is, for tests of what reads events (RSVPs, the calendar, feeds,
 * recommendations): by default a published school event tomorrow at this time, two
 * hours long, in Europe/Berlin, no capacity, members-only. Tests of creating events go
 * through the API instead.
 */
export async function insertEvent(
  ctx: TestContext,
  school: School,
  event: {
    title?: string
    clubId?: number | null
    createdBy?: number | null
    status?: EventStatus
    startsAt?: Date
    endsAt?: Date
    allDay?: boolean
    timeZone?: string
    capacity?: number | null
    isPublic?: boolean
    category?: string | null
    tags?: string[]
    location?: string | null
    questions?: EventQuestion[]
  } = {},
): Promise<typeof events.$inferSelect> {
  const startsAt = event.startsAt ?? new Date(Date.now() + 24 * HOUR)
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      schoolId: school.id,
      clubId: event.clubId ?? null,
      createdBy: event.createdBy ?? null,
      status: event.status ?? 'published',
      title: event.title ?? 'Study night',
      startsAt,
      endsAt: event.endsAt ?? new Date(startsAt.getTime() + 2 * HOUR),
      allDay: event.allDay ?? false,
      timeZone: event.timeZone ?? 'Europe/Berlin',
      capacity: event.capacity ?? null,
      isPublic: event.isPublic ?? false,
      category: event.category ?? null,
      tags: event.tags ?? [],
      location: event.location ?? null,
      questions: event.questions ?? [],
      publishedAt: (event.status ?? 'published') === 'published' ? new Date() : null,
    })
    .returning()
  if (!row) throw new Error('event was not stored')
  return row
}
