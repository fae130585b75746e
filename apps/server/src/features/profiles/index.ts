/** The profiles feature's public entry: what other features may use. */
export { INDUSTRIES, INTERESTS, LANGUAGES, LOOKING_FOR, SPORTS } from './vocabulary.ts'
export { effectiveVisibility, effectiveVisibilitySql } from './visibility.ts'
export { shownPhotoUrl } from './shown-photo.ts'
export { shownPeople, shownPersonColumns, type ShownPerson } from './shown-people.ts'
