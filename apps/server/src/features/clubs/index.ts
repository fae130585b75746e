/** The clubs feature's public entry: what other features may use. */
export { groupsOf } from './club-roles.ts'
