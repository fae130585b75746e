/**
 * The settings feature's public entry (decision 019): the pieces another feature reuses
 * (the accounts feature's forms and first-run welcome, issue 14).
 */
import './messages.ts'

export { FormField } from './components/form-field.tsx'
export { PasswordField } from './components/password-field.tsx'
export { PhotoSection } from './components/photo-section.tsx'
export { TagInput } from './components/tag-input.tsx'
export { ownProfileQuery, suggestionsQuery, useSaveProfile } from './api.ts'
export { FormSection } from './components/form-section.tsx'
