/** The clubs feature's public entry: what other features may use. */
export { clubRoleOf } from './club-roles.ts'
export { clubOfficersRule, officerOfAnyClubRule } from './club-policies.ts'
export { listed as listedClub } from './club-query.ts'
export { membersOf, officerGroup, text as payloadText } from './club-members.ts'
export { clubAboutPoint, clubCountPoint, clubTabPoint } from './extension-points.ts'
export type { ClubCount } from './club-counts.ts'
export type { ClubAboutExtras, ClubAboutPart } from './club-about.ts'
export type { ClubTabDeclaration, ClubTabViewer } from './club-tabs.ts'
export { ClubParams } from './club-params.ts'
export { clubAdminRequests } from './club-admin-request.ts'
export { findClubRow, type ClubRow } from './memberships.service.ts'
export {
  auditClub,
  requireOfficerChange,
  setRole,
  type AdminDeps,
  type OfficerCheck,
} from './membership-admin.service.ts'
