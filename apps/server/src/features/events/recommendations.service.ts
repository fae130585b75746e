import type { EventRecommendations } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { can, type Actor } from '../../platform/policies/policies.ts'
import { eventActions } from './actions.ts'
import { preferencesOf } from './event-preferences.service.ts'
import { presentEvent } from './event-presenter.ts'
import { candidatesFor, signalsOf } from './recommendation-queries.ts'
import { rankCandidates } from './recommendation-scoring.ts'

/** Issue 15 item 5: at most this many, the best first. */
export const RECOMMENDATIONS_MAX = 10

/**
 * `GET /api/v1/events/recommendations` (decision 037): four queries whatever the number
 * of events (the switch, the profile, the student's going events, the candidates with
 * their connection counts), then scoring in plain functions.
 */
export async function recommendationsFor(
  db: DbOrTx,
  actor: Actor,
  now = new Date(),
): Promise<EventRecommendations> {
  const { recommendations: enabled } = await preferencesOf(db, actor.userId)
  if (!enabled) return { results: [], enabled: false }
  const signals = await signalsOf(db, actor.userId, now)
  const candidates = await candidatesFor(db, actor.schoolId, actor.userId, now)
  // Events the student runs are never candidates; what is left only school admins manage.
  const canManage = can(actor, eventActions['event.manage'], { schoolId: actor.schoolId })
  const ranked = rankCandidates(candidates, signals, RECOMMENDATIONS_MAX)
  return {
    enabled: true,
    results: ranked.map(({ candidate: { row, club, series }, scoring }) => ({
      event: presentEvent(row, { club, series, viewerRsvp: null, canManage }),
      reasons: scoring.reasons,
      // Spec 3 "AI recommendation result": the dates, as ISO 8601 instants.
      startDate: row.startsAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      updatedOn: row.updatedAt.toISOString(),
    })),
  }
}
