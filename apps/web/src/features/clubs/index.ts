/** The clubs feature's public entry on the web: what the admin console reuses. */
export { EditClubDialog } from './components/edit-club-dialog.tsx'
export { clubCategoriesQuery } from './club-edit-api.ts'
export { ClubLogo } from './components/club-logo.tsx'
export { clubKeys } from './api.ts'
export { clubAboutQuery, clubsPageQuery } from './api.ts'
export { clubMembersQuery } from './members-api.ts'
