import { t } from '../../lib/i18n/t.ts'
import type { FieldErrors } from './form-errors.ts'
import { parseYear, type ProfileFormValues } from './profile-form.ts'

/** The contract's limits (ProfileUpdate in @quad/shared), checked before a round trip. */
export const BIO_MAX = 5000
export const TAGS_MAX = 20
export const TAG_LENGTH_MAX = 60
const YEAR_MIN = 1900
const YEAR_MAX = 2200

/** Only what the owner can fix by typing; the server still checks everything (R1). */
export function validateForm(values: ProfileFormValues): FieldErrors {
  const errors: FieldErrors = {}
  const year = parseYear(values.yearOfGraduation)
  if (year !== null && (!Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX)) {
    errors.yearOfGraduation = t('settings.classYearInvalid')
  }
  if (values.bio.length > BIO_MAX) {
    errors.bio = t('settings.bioTooLong', { max: BIO_MAX })
  }
  return errors
}
