import * as z from 'zod/mini'
import { IsoDay } from './admin-overview.ts'

/*
 * The Dev space (spec 2 /development; issue 36 item 5): the student's own goals and
 * skills, beside what Quad knows of their experience, and events suggested for each goal.
 */

/** Open and reached goals one student keeps. */
export const GOALS_MAX = 20
export const GOAL_TITLE_MAX = 100
export const GOAL_DETAIL_MAX = 500
/** Words a goal is about (what suggests events for it). */
export const GOAL_KEYWORDS_MAX = 8
export const SKILLS_MAX = 30
export const SKILL_MAX = 40
/** Events suggested for the student's open goals, at most. */
export const GOAL_SUGGESTIONS_MAX = 6

const Word = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(max))

/** Each once, whatever its case. */
const distinct = (list: readonly string[]) =>
  new Set(list.map((item) => item.toLowerCase())).size === list.length

/** A goal as its owner writes it (one schema, the form's and the server's). */
export const GoalInput = z.object({
  title: Word(GOAL_TITLE_MAX),
  detail: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(GOAL_DETAIL_MAX))), null),
  keywords: z._default(
    z
      .array(Word(SKILL_MAX))
      .check(
        z.maxLength(GOAL_KEYWORDS_MAX, `at most ${String(GOAL_KEYWORDS_MAX)} words`),
        z.refine(distinct, 'each word once'),
      ),
    [],
  ),
  targetDate: z._default(z.nullable(IsoDay), null),
  done: z._default(z.boolean(), false),
})
export type GoalInput = z.input<typeof GoalInput>

export const Goal = z.object({
  id: z.number(),
  title: z.string(),
  detail: z.nullable(z.string()),
  keywords: z.array(z.string()),
  targetDate: z.nullable(z.string()),
  done: z.boolean(),
  createdAt: z.string(),
})
export type Goal = z.infer<typeof Goal>

export const GoalParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })

/** `PUT /api/v1/me/skills`: the whole list, in the student's order. */
export const SkillsBody = z.object({
  skills: z
    .array(Word(SKILL_MAX))
    .check(
      z.maxLength(SKILLS_MAX, `at most ${String(SKILLS_MAX)} skills`),
      z.refine(distinct, 'each skill once'),
    ),
})
export type SkillsBody = z.infer<typeof SkillsBody>

/** An upcoming event for one of the student's open goals, and why. */
export const GoalSuggestion = z.object({
  goalId: z.number(),
  event: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    location: z.nullable(z.string()),
    clubName: z.nullable(z.string()),
  }),
  reason: z.string(),
})
export type GoalSuggestion = z.infer<typeof GoalSuggestion>

/** `GET /api/v1/me/development`. */
export const DevelopmentAnswer = z.object({
  goals: z.array(Goal),
  skills: z.array(z.string()),
  suggestions: z.array(GoalSuggestion),
})
export type DevelopmentAnswer = z.infer<typeof DevelopmentAnswer>
