import { expect, it } from 'vitest'
import { pickHostOrigin } from './pick-host-origin.ts'

const allowed = ['https://portal.school.edu']

it('uses the ancestor origin when it is allowed', () => {
  expect(pickHostOrigin(['https://portal.school.edu'], '', allowed)).toBe(
    'https://portal.school.edu',
  )
})

it('falls back to the referrer origin', () => {
  expect(pickHostOrigin([], 'https://portal.school.edu/students/home?x=1', allowed)).toBe(
    'https://portal.school.edu',
  )
})

it('refuses any origin not in HOST_ORIGINS, and never guesses', () => {
  expect(pickHostOrigin(['https://evil.example'], 'https://portal.school.edu/', allowed)).toBeNull()
  expect(pickHostOrigin([], 'https://evil.example/', allowed)).toBeNull()
  expect(pickHostOrigin([], '', allowed)).toBeNull()
  expect(pickHostOrigin([], 'not a url', allowed)).toBeNull()
})
