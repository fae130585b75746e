import { eq } from 'drizzle-orm'
import { ScheduleFilters, type ScheduleConfig } from '@quad/shared'
import { scheduleConfigs } from '../../db/schema/student-records.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { enrolledKinds, enrolledSections } from './schedule-queries.ts'

/** The student's saved filters; none saved (or a row no longer valid) is no filter. */
export async function savedFilters(db: DbOrTx, userId: number): Promise<ScheduleFilters> {
  const [row] = await db
    .select({ filters: scheduleConfigs.filters })
    .from(scheduleConfigs)
    .where(eq(scheduleConfigs.userId, userId))
  const parsed = ScheduleFilters.safeParse(row?.filters ?? {})
  return parsed.success ? parsed.data : {}
}

/** Replaces the student's filters with these (a name not sent is cleared). */
export async function saveFilters(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  filters: ScheduleFilters,
): Promise<void> {
  await db
    .insert(scheduleConfigs)
    .values({ userId, schoolId, filters })
    .onConflictDoUpdate({
      target: scheduleConfigs.userId,
      set: { filters, updatedAt: new Date() },
    })
}

/** `schedule_config`'s answer: the saved filters and, per filter, what it may hold. */
export async function scheduleConfig(
  db: DbOrTx,
  schoolId: number,
  userId: number,
): Promise<ScheduleConfig> {
  const [filters, sections, kinds] = await Promise.all([
    savedFilters(db, userId),
    enrolledSections(db, schoolId, userId),
    enrolledKinds(db, schoolId, userId),
  ])
  return {
    filters,
    options: {
      sections: sections.map((s) => ({
        value: s.externalId,
        label: `${[s.courseCode, s.sectionCode].filter(Boolean).join(' ')}: ${s.title}`,
      })),
      kinds: kinds.map((kind) => ({ value: kind, label: kind })),
    },
  }
}
