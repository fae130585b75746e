import * as z from 'zod/mini'

/*
 * The student schedule (issue 17; spec 3 "Schedule item", spec 7 `student schedule` and
 * `schedule config`; api.md): a student's class meetings from the student-records feed,
 * expanded into dated items in the spec's schedule shape.
 */

/** Spec 3: `dateStart`, `dateEnd`, `isAllDay` (instants, ISO 8601), plus what the class is. */
export const ScheduleItem = z.object({
  /** Stable per occurrence: the meeting's id and the day. */
  id: z.string(),
  type: z.enum(['class']),
  title: z.string(),
  courseCode: z.string(),
  sectionCode: z.nullable(z.string()),
  kind: z.nullable(z.string()),
  location: z.nullable(z.string()),
  instructor: z.nullable(z.string()),
  dateStart: z.string(),
  dateEnd: z.string(),
  isAllDay: z.boolean(),
  termName: z.string(),
})
export type ScheduleItem = z.infer<typeof ScheduleItem>

/** The filter names `schedule_config` keeps and `student_schedule` applies. */
export const SCHEDULE_FILTERS = ['sections', 'kinds'] as const
export const ScheduleFilterName = z.enum(SCHEDULE_FILTERS)
export type ScheduleFilterName = z.infer<typeof ScheduleFilterName>

/** Saved filters: for each name the chosen items (section external ids, meeting kinds). */
export const ScheduleFilters = z.partialRecord(
  ScheduleFilterName,
  z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200)),
)
export type ScheduleFilters = z.infer<typeof ScheduleFilters>

/** A choice the config offers for a filter. */
export const ScheduleFilterOption = z.object({ value: z.string(), label: z.string() })

/** `GET /mobile_ws/v18/schedule_config`: the saved filters and what each may hold. */
export const ScheduleConfig = z.object({
  filters: ScheduleFilters,
  options: z.record(z.string(), z.array(ScheduleFilterOption)),
})
export type ScheduleConfig = z.infer<typeof ScheduleConfig>

/** Days one `student_schedule` window may span at most. */
export const SCHEDULE_WINDOW_MAX_DAYS = 62

/**
 * `GET /mobile_ws/v18/student_schedule`: `range`/`limit` as every listing (spec 9:
 * range = (page-1)*size, limit = page*size), the window `from`..`to` (instants), the
 * filters (a saved config's by default) and the order (`dateStart` or `-dateStart`).
 */
export const StudentScheduleQuery = z.object({
  range: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  sections: z.optional(z.string().check(z.maxLength(2000))),
  kinds: z.optional(z.string().check(z.maxLength(400))),
  order: z.optional(z.enum(['dateStart', '-dateStart'])),
})

export const StudentScheduleAnswer = z.object({
  data: z.array(ScheduleItem),
  _metadata: z.object({
    total: z.number(),
    range: z.number(),
    limit: z.number(),
    from: z.string(),
    to: z.string(),
    lastSyncedAt: z.nullable(z.string()),
  }),
})
export type StudentScheduleAnswer = z.infer<typeof StudentScheduleAnswer>
