import type { PlainMessageKey } from '../../lib/i18n/t.ts'

/**
 * The audit log's action choices: each kind of subject as a prefix (`club.` is every
 * club action, as the server reads a trailing dot), then the actions Quad writes today.
 * An action not listed here still shows in the log under its own name.
 */
export const AUDIT_ACTION_CHOICES: readonly { value: string; label: PlainMessageKey }[] = [
  { value: 'role.', label: 'overview.group.role' },
  { value: 'role.assign', label: 'overview.action.role.assign' },
  { value: 'user.', label: 'overview.group.user' },
  { value: 'user.suspend', label: 'overview.action.user.suspend' },
  { value: 'user.reactivate', label: 'overview.action.user.reactivate' },
  { value: 'report.', label: 'overview.group.report' },
  { value: 'report.dismiss', label: 'overview.action.report.dismiss' },
  { value: 'report.hide', label: 'overview.action.report.hide' },
  { value: 'report.warn', label: 'overview.action.report.warn' },
  { value: 'club.', label: 'overview.group.club' },
  { value: 'club.update', label: 'overview.action.club.update' },
  { value: 'school.', label: 'overview.group.school' },
  { value: 'school.update', label: 'overview.action.school.update' },
]

const labels = new Map(AUDIT_ACTION_CHOICES.map((choice) => [choice.value, choice.label]))

/** A known action's label, else undefined (the log shows the action's own name). */
export const actionLabel = (action: string): PlainMessageKey | undefined => labels.get(action)
