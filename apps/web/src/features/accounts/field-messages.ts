import { PASSWORD_MIN_LENGTH } from '@quad/shared'
import { t } from '../../lib/i18n/t.ts'

/** Every field of the account forms. */
export type AccountField =
  'firstName' | 'lastName' | 'password' | 'email' | 'newEmail' | 'currentPassword'

/** The rule shown under a new password before anything is sent (ASVS V6.2, shared). */
export const passwordRule = () => t('accounts.passwordRule', { min: PASSWORD_MIN_LENGTH })

/** What a field says when refused, whatever the contract's or the server's wording. */
export function accountMessageFor(field: AccountField, code: string | undefined): string {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return t('accounts.nameMissing')
    case 'password':
      return code === 'too_big'
        ? t('accounts.passwordTooLong')
        : t('accounts.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
    case 'email':
      return t('accounts.emailInvalid')
    case 'newEmail':
      return code === 'conflict' ? t('accounts.emailTaken') : t('accounts.emailInvalid')
    case 'currentPassword':
      return code === 'too_small'
        ? t('accounts.currentPasswordMissing')
        : t('accounts.currentPasswordWrong')
  }
}
