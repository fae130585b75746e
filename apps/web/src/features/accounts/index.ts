import './messages.ts'

/** The accounts feature's public entry (issue 14): what the settings route brings in. */
export { ChangeEmailForm } from './components/change-email-form.tsx'
