/** The accounts feature's public entry: what other features may use (the CSV import invites). */
export { invite } from './invitations.service.ts'
export { LINK_LIFETIME_MS } from './account-links.ts'
