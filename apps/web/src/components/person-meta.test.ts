import { describe, expect, it } from 'vitest'
import { personMeta } from './person-meta.ts'
import { formatPeopleCount } from '../features/directory/people-count.ts'

describe('person line (spec 2) and result count', () => {
  it('joins pronoun, account type and class year with a bullet, skipping what is unknown', () => {
    const person = {
      genderPronoun: 'he/him',
      accountType: 'student',
      yearOfGraduation: 2026,
    } as const
    expect(personMeta(person)).toBe('he/him · Student · Class of 2026')
    expect(personMeta({ ...person, genderPronoun: null, yearOfGraduation: null })).toBe('Student')
  })

  it('counts students with grouped digits and the right plural', () => {
    expect(formatPeopleCount(1)).toBe('1 student')
    expect(formatPeopleCount(1234)).toBe('1,234 students')
    expect(formatPeopleCount(0)).toBe('0 students')
  })
})
