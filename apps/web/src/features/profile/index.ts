/*
 * The profile feature's public entry (decision 019): what another feature may use.
 * Kept small: the bio sanitiser loads DOMPurify on first use, not on import.
 */
export { sanitizeBio, type SanitizedBio } from './sanitize-bio.ts'
export { experienceDates, experienceKindLabel } from './experience-text.ts'
