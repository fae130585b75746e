import { and, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { SubscriberScope } from '../../platform/outbox/messages.ts'
import { clubMemberships } from '../../db/schema/clubs.ts'

/** The ids of the club's members (officers included), or only of one role; never requests. */
export async function membersOf(
  tx: DbOrTx,
  clubId: number,
  role?: 'officer',
  except?: number,
): Promise<number[]> {
  const rows = await tx
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, clubId),
        role === undefined ? undefined : eq(clubMemberships.role, role),
        except === undefined ? undefined : ne(clubMemberships.userId, except),
      ),
    )
  return rows.map(({ userId }) => userId)
}

/** A stored payload's text field (payloads are read back from JSON). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The club's officers hear of a student (who joined, or asked to): one item each. */
export async function officersHearOf(
  { payload }: { payload: { clubId: number; clubUid: string; clubName: string; userId: number } },
  { tx }: SubscriberScope,
) {
  const officers = await membersOf(tx, payload.clubId, 'officer')
  return officers.map((userId) => ({
    userId,
    actorId: payload.userId,
    payload: { clubId: payload.clubUid, clubName: payload.clubName },
  }))
}

/** The club a kind for its officers belongs to: its setting is that club's, for officers. */
export const officerGroup = (payload: { clubId?: unknown; clubName?: unknown }) => ({
  id: text(payload.clubId),
  name: text(payload.clubName),
  role: 'officer' as const,
})
