import { asc, eq } from 'drizzle-orm'
import {
  clubJoinRequests,
  clubMemberships,
  clubOfficerHandovers,
  clubRoleTerms,
  clubs,
} from '../../db/schema/clubs.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The clubs the student is in (member or officer), every period they held a role in a club
 * (the transcript's record, kept after they leave), and the join requests they sent.
 */
const clubMembershipsPart: PersonalDataPart = {
  name: 'club-memberships',
  describes: {
    what: 'The clubs you joined, your officer roles and when you held them, when a hand-over ends your officer role, and the join requests you sent',
    kept: 'Memberships until you leave the club; their dates, for your transcript, until you delete your account',
  },
  async export(db, subject) {
    const memberships = await db
      .select({
        club: clubs.name,
        clubUid: clubs.uid,
        role: clubMemberships.role,
        at: clubMemberships.joinedAt,
      })
      .from(clubMemberships)
      .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
      .where(eq(clubMemberships.userId, subject.userId))
      .orderBy(asc(clubMemberships.joinedAt))
    const terms = await db
      .select({
        club: clubs.name,
        clubUid: clubs.uid,
        role: clubRoleTerms.role,
        from: clubRoleTerms.startedAt,
        until: clubRoleTerms.endedAt,
      })
      .from(clubRoleTerms)
      .innerJoin(clubs, eq(clubs.id, clubRoleTerms.clubId))
      .where(eq(clubRoleTerms.userId, subject.userId))
      .orderBy(asc(clubRoleTerms.startedAt), asc(clubRoleTerms.id))
    const handovers = await db
      .select({ club: clubs.name, clubUid: clubs.uid, endsAt: clubOfficerHandovers.endsAt })
      .from(clubOfficerHandovers)
      .innerJoin(clubs, eq(clubs.id, clubOfficerHandovers.clubId))
      .where(eq(clubOfficerHandovers.userId, subject.userId))
    const requests = await db
      .select({ club: clubs.name, clubUid: clubs.uid, at: clubJoinRequests.requestedAt })
      .from(clubJoinRequests)
      .innerJoin(clubs, eq(clubs.id, clubJoinRequests.clubId))
      .where(eq(clubJoinRequests.userId, subject.userId))
    return {
      records: {
        memberships: memberships.map((row) => ({ ...row, at: row.at.toISOString() })),
        roleHistory: terms.map((row) => ({
          ...row,
          from: row.from.toISOString(),
          until: row.until?.toISOString() ?? null,
        })),
        officerRoleEnds: handovers.map((row) => ({ ...row, endsAt: row.endsAt.toISOString() })),
        joinRequests: requests.map((row) => ({ ...row, at: row.at.toISOString() })),
      },
    }
  },
  // Member counts and club groups read memberships, so deleting the rows is leaving.
  async erase(tx, subject) {
    await tx.delete(clubJoinRequests).where(eq(clubJoinRequests.userId, subject.userId))
    await tx.delete(clubOfficerHandovers).where(eq(clubOfficerHandovers.userId, subject.userId))
    await tx.delete(clubMemberships).where(eq(clubMemberships.userId, subject.userId))
    // After the memberships: deleting them closes the periods the trigger keeps.
    await tx.delete(clubRoleTerms).where(eq(clubRoleTerms.userId, subject.userId))
  },
}

/** What the clubs feature keeps about a student (issue 18 item 4). */
export const clubsPersonalData: PersonalDataPart[] = [clubMembershipsPart]
