import { expect, it } from 'vitest'
import { useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()

it('reports 503 from /readyz when the database stops answering, while /healthz stays up', async () => {
  expect((await ctx().app.inject({ url: '/readyz' })).statusCode).toBe(200)
  await ctx().database.pool.end()
  const ready = await ctx().app.inject({ url: '/readyz' })
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: 'failing' } })
  expect((await ctx().app.inject({ url: '/healthz' })).statusCode).toBe(200)
})
