import type { ErrorIssue } from '@quad/shared'
import type { FormErrors } from '../../lib/form-errors.ts'

/** The answers' issues by field (`answers.<id>`), the first message of each. */
export function errorsOf(issues: readonly ErrorIssue[]): FormErrors {
  const errors: FormErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.message
  return errors
}

/**
 * Focus on the first question with an error, once it is drawn: its text box, or a group's
 * first control (a radio button, a check box, a file question's button).
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const bad = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  const target = bad?.matches('fieldset')
    ? bad.querySelector<HTMLElement>('input:not([type="file"]), button')
    : bad
  target?.focus()
}
