import { ChangePasswordBody, PASSWORD_MIN_LENGTH, type ErrorIssue } from '@quad/shared'
import * as z from 'zod/mini'
import { t } from '../../lib/i18n/t.ts'
import { mapIssuesTo } from './form-errors.ts'

/** The change-password form (issue 12 item 3): what the student types, in form order. */
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]
export type PasswordValues = Record<PasswordField, string>
export type PasswordErrors = Partial<Record<PasswordField, string>>

export const EMPTY_PASSWORDS: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

/** The rule shown under the new password before anything is sent (ASVS V6.2, shared). */
export const newPasswordRule = () => t('settings.passwordRule', { min: PASSWORD_MIN_LENGTH })

/** What a field says when the contract refuses it, whatever the reason's wording. */
function messageFor(field: PasswordField, code?: string): string {
  if (field === 'currentPassword') {
    return code === 'too_small'
      ? t('settings.passwordCurrentMissing')
      : t('settings.passwordCurrentWrong')
  }
  if (field === 'newPassword') {
    return code === 'too_big'
      ? t('settings.passwordTooLong')
      : t('settings.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
  }
  return t('settings.passwordMismatch')
}

/**
 * The same ChangePasswordBody schema the server checks, plus the confirmation, which only
 * the form knows. The server still checks everything (R1).
 */
export function validatePasswords(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {}
  const parsed = z.safeParse(ChangePasswordBody, {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  })
  for (const issue of parsed.error?.issues ?? []) {
    const field = PASSWORD_FIELDS.find((name) => name === issue.path[0])
    if (field) errors[field] ??= messageFor(field, issue.code)
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = t('settings.passwordMismatch')
  }
  return errors
}

const passwordFieldOf = (path: string): PasswordField | null =>
  PASSWORD_FIELDS.find((field) => path === `body.${field}`) ?? null

/**
 * A 400 from the server (`body.currentPassword`: not the current password;
 * `body.newPassword`: the length rule) on the field it names, in the form's words.
 */
export function passwordErrorsFrom(issues: readonly ErrorIssue[]) {
  const { fields, other } = mapIssuesTo(issues, passwordFieldOf)
  const named = PASSWORD_FIELDS.filter((field) => fields[field] !== undefined)
  return {
    fields: Object.fromEntries(named.map((field) => [field, messageFor(field)])) as PasswordErrors,
    other,
  }
}
