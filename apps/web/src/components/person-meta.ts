import type { AccountType } from '@quad/shared'
import { t, type PlainMessageKey } from '../lib/i18n/t.ts'

const accountTypeLabels: Record<AccountType, PlainMessageKey> = {
  student: 'people.student',
  alumni: 'people.alumni',
  faculty: 'people.faculty',
  staff: 'people.staff',
}

interface MetaSource {
  genderPronoun: string | null
  accountType: AccountType
  yearOfGraduation: number | null
}

/** Spec 2: pronoun · account type · class of YEAR, whichever are known, bullet-separated. */
export function personMeta({ genderPronoun, accountType, yearOfGraduation }: MetaSource): string {
  return [
    genderPronoun,
    t(accountTypeLabels[accountType]),
    // A year is a name here, not a quantity: no digit grouping (2026, not 2,026).
    yearOfGraduation === null ? null : t('people.classOf', { year: String(yearOfGraduation) }),
  ]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' · ')
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase()
}
