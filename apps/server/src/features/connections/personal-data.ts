import { eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { blocks, connectionRequestLog, connections } from '../../db/schema/connections.ts'
import { users } from '../../platform/db/schema.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

const requester = alias(users, 'requester')
const addressee = alias(users, 'addressee')
/** The other student of a row: their uid and name. */
const person = (u: typeof requester | typeof addressee | typeof users) => ({
  uid: sql<string>`${u.uid}`,
  name: sql<string>`${u.firstName} || ' ' || ${u.lastName}`,
})

/**
 * The student's connections (issue 18 item 4): each connection and request with the
 * other student's name, the requests they sent and received, and the blocks they made
 * (never who blocked them).
 */
export const connectionsPersonalData: PersonalDataPart = {
  name: 'connections',
  describes: {
    what: 'Your connections, the requests you sent and received, and the people you blocked',
    kept: 'Until you remove them or your account is deleted',
  },
  async export(db, { userId }) {
    const mine = or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId))
    const links = await db
      .select({
        status: connections.status,
        note: connections.note,
        createdAt: connections.createdAt,
        updatedAt: connections.updatedAt,
        from: person(requester),
        to: person(addressee),
      })
      .from(connections)
      .innerJoin(requester, eq(requester.id, connections.requesterId))
      .innerJoin(addressee, eq(addressee.id, connections.addresseeId))
      .where(mine)
    const requests = await db
      .select({
        sentAt: connectionRequestLog.sentAt,
        declinedAt: connectionRequestLog.declinedAt,
        from: person(requester),
        to: person(addressee),
      })
      .from(connectionRequestLog)
      .innerJoin(requester, eq(requester.id, connectionRequestLog.requesterId))
      .innerJoin(addressee, eq(addressee.id, connectionRequestLog.addresseeId))
      .where(
        or(
          eq(connectionRequestLog.requesterId, userId),
          eq(connectionRequestLog.addresseeId, userId),
        ),
      )
    const blocked = await db
      .select({ createdAt: blocks.createdAt, student: person(users) })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
    return { records: { connections: links, requests, blocked } }
  },
  async erase(tx, { userId }) {
    await tx
      .delete(connections)
      .where(or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)))
    await tx
      .delete(connectionRequestLog)
      .where(
        or(
          eq(connectionRequestLog.requesterId, userId),
          eq(connectionRequestLog.addresseeId, userId),
        ),
      )
    await tx.delete(blocks).where(eq(blocks.blockerId, userId))
  },
}
