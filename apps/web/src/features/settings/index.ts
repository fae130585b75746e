/**
 * The settings feature's public entry (decision 019): the pieces another feature reuses
 * (the accounts feature's first-run welcome, issue 14).
 */
import './messages.ts'

export { PhotoSection } from './components/photo-section.tsx'
export { TagInput } from './components/tag-input.tsx'
export { ownProfileQuery, suggestionsQuery, useSaveProfile } from './api.ts'
