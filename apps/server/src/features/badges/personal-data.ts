import { eq } from 'drizzle-orm'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { badgeDefinitions, badgePoints, badges, leaderboardOptIns } from '../../db/schema/badges.ts'

/**
 * The student's badges and points (issue 36 item 3): every badge they hold, with what
 * earned it, the points ledger by term, and whether they show on leaderboards.
 */
export const badgePersonalData: PersonalDataPart = {
  name: 'badges',
  describes: {
    what: 'Your badges, the points they earned you each term, and whether you show on leaderboards',
    kept: 'Until your account is deleted',
  },
  async export(db, { userId }) {
    const held = await db
      .select({
        name: badges.name,
        awardedAt: badges.awardedAt,
        description: badgeDefinitions.description,
        criterion: badgeDefinitions.criterion,
      })
      .from(badges)
      .leftJoin(badgeDefinitions, eq(badgeDefinitions.id, badges.definitionId))
      .where(eq(badges.userId, userId))
      .orderBy(badges.awardedAt)
    const points = await db
      .select({
        term: badgePoints.termName,
        termKey: badgePoints.termKey,
        points: badgePoints.points,
        awardedAt: badgePoints.awardedAt,
      })
      .from(badgePoints)
      .where(eq(badgePoints.userId, userId))
      .orderBy(badgePoints.awardedAt)
    const [optIn] = await db
      .select({ since: leaderboardOptIns.createdAt })
      .from(leaderboardOptIns)
      .where(eq(leaderboardOptIns.userId, userId))
    return {
      records: {
        badges: held,
        points,
        leaderboard: { optedIn: optIn !== undefined, since: optIn?.since ?? null },
      },
    }
  },
  async erase(tx, { userId }) {
    await tx.delete(badgePoints).where(eq(badgePoints.userId, userId))
    await tx.delete(badges).where(eq(badges.userId, userId))
    await tx.delete(leaderboardOptIns).where(eq(leaderboardOptIns.userId, userId))
  },
}
