import { and, asc, count, eq } from 'drizzle-orm'
import {
  GOAL_SUGGESTIONS_MAX,
  GOALS_MAX,
  type DevelopmentAnswer,
  type Goal,
  type GoalInput,
  type GoalSuggestion,
} from '@quad/shared'
import { developmentGoals, developmentSkills } from '../../db/schema/development.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import { users } from '../../platform/db/schema.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { upcomingEventsNaming } from '../events/index.ts'
import { goalWords, names } from './goal-words.ts'

type GoalRow = typeof developmentGoals.$inferSelect
type CheckedGoal = Required<{ [K in keyof GoalInput]: Exclude<GoalInput[K], undefined> }>

function presentGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    title: row.title,
    detail: row.detail,
    keywords: row.keywords,
    targetDate: row.targetDate,
    done: row.done,
    createdAt: row.createdAt.toISOString(),
  }
}

const ownGoal = (school: School, userId: number, id: number) =>
  and(
    eq(developmentGoals.schoolId, school.id),
    eq(developmentGoals.userId, userId),
    eq(developmentGoals.id, id),
  )

export async function goalsOf(db: DbOrTx, school: School, userId: number): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(developmentGoals)
    .where(and(eq(developmentGoals.schoolId, school.id), eq(developmentGoals.userId, userId)))
    .orderBy(asc(developmentGoals.done), asc(developmentGoals.createdAt), asc(developmentGoals.id))
  return rows.map(presentGoal)
}

export async function skillsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ skills: developmentSkills.skills })
    .from(developmentSkills)
    .where(eq(developmentSkills.userId, userId))
  return row?.skills ?? []
}

/** `POST /api/v1/me/goals`: at most GOALS_MAX, counted under a lock on the student's row. */
export async function addGoal(db: Db, school: School, userId: number, goal: CheckedGoal) {
  return db.transaction(async (tx) => {
    // Two adds at once queue on the student's own row, so the count holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [held] = await tx
      .select({ n: count() })
      .from(developmentGoals)
      .where(eq(developmentGoals.userId, userId))
    if ((held?.n ?? 0) >= GOALS_MAX) {
      throw conflict(`You have ${String(GOALS_MAX)} goals; delete one to add another.`)
    }
    const [row] = await tx
      .insert(developmentGoals)
      .values({ schoolId: school.id, userId, ...goal })
      .returning()
    if (!row) throw new Error('goal was not stored')
    return presentGoal(row)
  })
}

export async function replaceGoal(
  db: DbOrTx,
  school: School,
  userId: number,
  id: number,
  goal: CheckedGoal,
): Promise<Goal> {
  const [row] = await db
    .update(developmentGoals)
    .set(goal)
    .where(ownGoal(school, userId, id))
    .returning()
  if (!row) throw notFound('Goal')
  return presentGoal(row)
}

export async function deleteGoal(db: DbOrTx, school: School, userId: number, id: number) {
  const gone = await db
    .delete(developmentGoals)
    .where(ownGoal(school, userId, id))
    .returning({ id: developmentGoals.id })
  if (gone.length === 0) throw notFound('Goal')
}

export async function replaceSkills(
  db: DbOrTx,
  school: School,
  userId: number,
  skills: string[],
): Promise<string[]> {
  await db
    .insert(developmentSkills)
    .values({ schoolId: school.id, userId, skills })
    .onConflictDoUpdate({ target: developmentSkills.userId, set: { skills } })
  return skills
}

/**
 * `GET /api/v1/me/development`: goals, skills, and upcoming events for the open goals,
 * each said to be for the first goal (in the student's order) whose words it names.
 */
export async function developmentOf(
  db: DbOrTx,
  school: School,
  actor: Actor,
): Promise<DevelopmentAnswer> {
  const [goals, skills] = await Promise.all([
    goalsOf(db, school, actor.userId),
    skillsOf(db, actor.userId),
  ])
  const open = goals.filter((goal) => !goal.done).map((goal) => ({ goal, words: goalWords(goal) }))
  const words = [...new Set(open.flatMap((each) => each.words))]
  const found = await upcomingEventsNaming(db, school, actor, words, GOAL_SUGGESTIONS_MAX * 3)
  const suggestions: GoalSuggestion[] = []
  for (const event of found) {
    const match = open
      .map(({ goal, words: own }) => ({ goal, word: own.find((word) => names(event.text, word)) }))
      .find((each) => each.word !== undefined)
    if (!match?.word) continue
    suggestions.push({
      goalId: match.goal.id,
      event: {
        id: event.uid,
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        location: event.location,
        clubName: event.clubName,
      },
      reason: `For your goal “${match.goal.title}”: it is about ${match.word}`,
    })
    if (suggestions.length === GOAL_SUGGESTIONS_MAX) break
  }
  return { goals, skills, suggestions }
}
