import { AuthenticationResponse, AuthTokens, SchoolSettings } from '@quad/shared'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { answer, demoSchool, maya, ORIGIN } from '../test/fake-api.ts'
import { server } from '../test/setup-routes.ts'
import { createQueryClient } from './query-client.ts'
import { schoolQuery } from './school/school.ts'
import { authenticationQuery, authTokensQuery } from './session/session.ts'
import { prefetchStartup } from './startup-prefetch.ts'

/** Each call's arrival, and a gate that holds the school until authentication has also arrived. */
function startupApi(user: typeof maya | null) {
  const asked: string[] = []
  let authenticationArrived: () => void = () => undefined
  const bothAsked = new Promise<void>((resolve) => (authenticationArrived = resolve))
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/school`, async () => {
      asked.push('school')
      // Answered only once authentication was asked too: they go together, not in turn.
      await bothAsked
      return answer(SchoolSettings, demoSchool)
    }),
    http.get(`${ORIGIN}/mobile_ws/v18/authentication`, () => {
      asked.push('authentication')
      authenticationArrived()
      return answer(AuthenticationResponse, user ? [user] : [])
    }),
    http.get(`${ORIGIN}/mobile_ws/v18/auth_tokens`, () => {
      asked.push('auth_tokens')
      return answer(AuthTokens, { csrfToken: 'csrf-test', jwt: 'aaa.bbb.ccc' })
    }),
  )
  return asked
}

describe('the start-up prefetch (decision 062)', () => {
  it('asks for the school and the session together, then the signed-in user’s tokens', async () => {
    const asked = startupApi(maya)
    const queryClient = createQueryClient()
    prefetchStartup(queryClient)
    await waitFor(() => {
      expect(queryClient.getQueryData(authTokensQuery.queryKey)?.jwt).toBe('aaa.bbb.ccc')
    })
    await waitFor(() => {
      expect(queryClient.getQueryData(schoolQuery.queryKey)?.name).toBe('Demo University')
    })
    expect(asked.slice(0, 2).toSorted()).toEqual(['authentication', 'school'])
    expect(asked).toContain('auth_tokens')
    expect(queryClient.getQueryData(authenticationQuery.queryKey)).toHaveLength(1)
  })

  it('asks a visitor for no tokens', async () => {
    const asked = startupApi(null)
    const queryClient = createQueryClient()
    prefetchStartup(queryClient)
    await waitFor(() => {
      expect(queryClient.getQueryData(schoolQuery.queryKey)?.name).toBe('Demo University')
    })
    expect(queryClient.getQueryData(authenticationQuery.queryKey)).toEqual([])
    expect(asked).not.toContain('auth_tokens')
  })

  it('asks a shared page (share=1) for the school only, never for the session', async () => {
    const asked = startupApi(maya)
    // Not held back for authentication, which must never come.
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/school`, () => {
        asked.push('school')
        return answer(SchoolSettings, demoSchool)
      }),
    )
    const queryClient = createQueryClient()
    prefetchStartup(queryClient, new URL(`${ORIGIN}/events?share=1`))
    await waitFor(() => {
      expect(queryClient.getQueryData(schoolQuery.queryKey)?.name).toBe('Demo University')
    })
    expect(asked).toEqual(['school'])
  })
})
