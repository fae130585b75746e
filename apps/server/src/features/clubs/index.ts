/** The clubs feature's public entry: what other features may use. */
export { clubRoleOf, clubRolesOf, groupsOf } from './club-roles.ts'
