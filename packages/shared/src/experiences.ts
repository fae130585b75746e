import * as z from 'zod/mini'
import { IsoDay } from './admin-overview.ts'
import { Experience, ExperienceKind } from './profile.ts'

/** Most experience entries one profile keeps. */
export const EXPERIENCES_MAX = 50
export const EXPERIENCE_TEXT_MAX = 100
export const EXPERIENCE_DESCRIPTION_MAX = 1000

const Line = z
  .string()
  .check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(EXPERIENCE_TEXT_MAX))

/**
 * An experience entry as its owner writes it (issue 36 item 4): plain text, a start day and,
 * unless ongoing, an end day not before it. The form and the server read it with this one
 * schema.
 */
export const ExperienceInput = z
  .object({
    kind: ExperienceKind,
    title: Line,
    organization: Line,
    startDate: IsoDay,
    endDate: z._default(z.nullable(IsoDay), null),
    description: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(EXPERIENCE_DESCRIPTION_MAX))),
      null,
    ),
  })
  .check(
    z.refine((entry) => entry.endDate === null || entry.endDate >= entry.startDate, {
      path: ['endDate'],
      message: 'must not be before the start',
    }),
  )
export type ExperienceInput = z.input<typeof ExperienceInput>

/** The owner's entries, in the order they chose (the profile shows them so). */
export const ExperienceList = z.object({ items: z.array(Experience) })
export type ExperienceList = z.infer<typeof ExperienceList>

/** A new order: every one of the owner's entries, each once. */
export const ExperienceOrder = z.object({
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(EXPERIENCES_MAX)),
})
