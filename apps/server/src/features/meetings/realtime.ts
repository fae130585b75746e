import type { DbOrTx } from '../../platform/db/database.ts'
import type { RealtimeExtension } from '../../platform/realtime/extensions.ts'
import { upcomingMeetingCount } from './meetings.service.ts'

/** What meetings add to the socket: `hello.meetings.upcoming`. */
export function meetingsRealtime(db: DbOrTx): RealtimeExtension {
  return {
    feature: 'meetings',
    hello: async (user) => ({ upcoming: await upcomingMeetingCount(db, user.id) }),
  }
}
