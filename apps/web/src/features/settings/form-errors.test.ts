import { describe, expect, it } from 'vitest'
import { fieldForIssue, firstErrorField, mapIssues } from './form-errors.ts'

describe('server issue paths → form fields', () => {
  it.each([
    ['body.bio', 'bio'],
    ['body.yearOfGraduation', 'yearOfGraduation'],
    ['body.languages.3', 'languages'],
    ['body.currentAddress', 'addressLines'],
    ['body.directoryOptOut', 'showInDirectory'],
    ['body.fieldVisibility.interests', 'visibility.interests'],
  ])('%s → %s', (path, field) => {
    expect(fieldForIssue(path)).toBe(field)
  })

  it.each(['query.viewAs', 'body', 'body.unknown', 'body.fieldVisibility.nope', 'body.visibility'])(
    '%s has no field',
    (path) => {
      expect(fieldForIssue(path)).toBeNull()
    },
  )

  it('keeps the first message per field and collects the rest', () => {
    const mapped = mapIssues([
      { path: 'body.interests.0', message: 'Too long' },
      { path: 'body.interests.1', message: 'Too long again' },
      { path: 'body', message: 'Expected an object' },
    ])
    expect(mapped).toEqual({ fields: { interests: 'Too long' }, other: ['Expected an object'] })
  })

  it('finds the first error in form order', () => {
    expect(firstErrorField({ city: 'x', bio: 'y' }, ['bio', 'city'])).toBe('bio')
    expect(firstErrorField({}, ['bio'])).toBeNull()
  })
})
