import { expect, it } from 'vitest'
import { pageToRange } from './paging.ts'
import { safeRedirectPath } from './redirect.ts'
import { userFromAuthentication } from './session-status.ts'

it('maps pages to the legacy range/limit (spec 9)', () => {
  expect(pageToRange()).toEqual({ range: 0, limit: 20 })
  expect(pageToRange(3)).toEqual({ range: 40, limit: 60 })
  expect(pageToRange(0)).toEqual({ range: 0, limit: 20 })
})

it('keeps login redirects on this origin', () => {
  expect(safeRedirectPath('/directory?x=1')).toBe('/directory?x=1')
  expect(safeRedirectPath('https://evil.example')).toBe('/')
  expect(safeRedirectPath('//evil.example')).toBe('/')
  expect(safeRedirectPath('/\\evil.example')).toBe('/')
  expect(safeRedirectPath('/\t/evil.example')).toBe('/')
  expect(safeRedirectPath('/\n/evil.example')).toBe('/')
  expect(safeRedirectPath('/chat#top')).toBe('/chat#top')
  expect(safeRedirectPath('/login?redirect=/')).toBe('/')
  expect(safeRedirectPath(null)).toBe('/')
})

it('reads the authentication list per spec 5', () => {
  const user = {
    uid: 'u1',
    accountTypeType: 'student' as const,
    photoUrl: null,
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.c',
  }
  expect(userFromAuthentication([user])).toEqual(user)
  expect(userFromAuthentication([])).toBeNull()
  expect(userFromAuthentication([{ logout: true }])).toBeNull()
})
