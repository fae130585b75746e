import { domainEvents } from '../../platform/db/events-schema.ts'
import type { Events } from '../../platform/events/events.ts'

/**
 * Domain events for code that holds no emitter: an account's erase (a personal data part
 * gets none, decision 058) must still tell a waitlisted student promoted into the leaver's
 * place (spec 3 `promotionToEventMainList`). The event is the same outbox row `emit` writes,
 * in the caller's transaction, so it exists exactly when the change commits; with no
 * wake-up after the commit, the dispatcher's safety poll delivers it (`pollMs`, 5 s), as it
 * does any event whose wake-up was lost.
 */
export const outboxEmitter: Pick<Events, 'emit'> = {
  async emit(tx, school, name, payload) {
    await tx.insert(domainEvents).values({ schoolId: school.id, name, payload })
  },
}
