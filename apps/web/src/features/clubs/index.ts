/** The clubs feature's public entry on the web: what the admin console and elections reuse. */
export { EditClubDialog } from './components/edit-club-dialog.tsx'
export { clubCategoriesQuery } from './club-edit-api.ts'
export { ClubLogo } from './components/club-logo.tsx'
export { clubKeys } from './api.ts'
export { clubAboutQuery, clubsPageQuery } from './api.ts'
export { MemberPicker } from './components/member-picker.tsx'
