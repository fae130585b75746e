/** The clubs feature's public entry: what other features may use. */
export { profileGroupsOf } from './club-roles.ts'
export { clubRoleOf } from './club-roles.ts'
export { clubOfficersRule } from './club-policies.ts'
export { listed as listedClub } from './club-query.ts'
export { membersOf, officerGroup, text as payloadText } from './club-members.ts'
