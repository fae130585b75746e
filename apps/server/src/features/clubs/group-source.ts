import type { GroupSource } from '../../platform/groups.ts'
import { clubRoleOf, clubRolesOf, profileClubRolesOf, type ClubRole } from './club-roles.ts'

const asMembership = (role: ClubRole) => ({
  kind: 'club',
  id: role.clubId,
  uid: role.uid,
  name: role.name,
  logoUrl: role.logoUrl,
  role: role.role,
})

/** Clubs are the groups students belong to (spec 3 group roles: member, officer). */
export const clubGroupSource: GroupSource = {
  kind: 'club',
  membershipsOf: async (db, school, userId) =>
    (await clubRolesOf(db, school, userId)).map(asMembership),
  async membershipOf(db, school, userId, groupUid) {
    const role = await clubRoleOf(db, school, userId, groupUid)
    return role ? asMembership(role) : null
  },
  shownOnProfile: async (db, school, userId, seenByOwner) =>
    (await profileClubRolesOf(db, school, userId, seenByOwner)).map(asMembership),
}
