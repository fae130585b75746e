import { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'
import { fetchCurrentUser, forgetSession } from './session.ts'

/*
 * The signed-in user, asked while the session is forgotten: a sign-out whose own "session
 * ended" reaches the socket first forgets the session while the sign-in page's loader asks
 * who is signed in (e2e home.spec.ts saw "Something went wrong" after Log out).
 */
it('answers who is signed in even when the session is forgotten while it asks', async () => {
  let asked = 0
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/authentication`, async () => {
      asked += 1
      await delay(30)
      return HttpResponse.json([])
    }),
  )
  const queryClient = new QueryClient()
  const user = fetchCurrentUser(queryClient)
  await delay(5)
  forgetSession(queryClient)
  expect(await user).toBeNull()
  expect(asked).toBe(2)
})
