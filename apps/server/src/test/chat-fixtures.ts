import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { ChatMessage } from '@quad/shared'
import { connections } from '../db/schema/connections.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { hostOf, login, type TestContext } from './test-app.ts'

/** Makes two students connections (spec 4 "accepted"), as the connect flow would. */
export async function connectStudents(
  ctx: TestContext,
  school: School,
  a: { id: number },
  b: { id: number },
): Promise<void> {
  await ctx.database.db
    .insert(connections)
    .values({ schoolId: school.id, requesterId: a.id, addresseeId: b.id, status: 'accepted' })
}

export interface BearerClient {
  jwt: string
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: object): Promise<LightMyRequestResponse>
  patch(url: string, payload: object): Promise<LightMyRequestResponse>
  put(url: string, payload: object): Promise<LightMyRequestResponse>
  delete(url: string): Promise<LightMyRequestResponse>
}

/** `/api/v1/` calls as a signed-in student: the JWT from a real login. */
export async function bearerClient(
  ctx: () => TestContext,
  school: string,
  email: string,
): Promise<BearerClient> {
  const { jwt } = await login(ctx().app, school, email)
  const headers = { host: hostOf(school), authorization: `Bearer ${jwt}` }
  return {
    jwt,
    get: (url) => ctx().app.inject({ url, headers }),
    post: (url, payload) =>
      ctx().app.inject({ method: 'POST', url, headers, ...(payload && { payload }) }),
    patch: (url, payload) => ctx().app.inject({ method: 'PATCH', url, headers, payload }),
    put: (url, payload) => ctx().app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url) => ctx().app.inject({ method: 'DELETE', url, headers }),
  }
}

let clientIds = 0
/** A fresh idempotency key, as a client generates one per message. */
export const newClientId = () => `test-${process.pid}-${Date.now()}-${++clientIds}`

/** Sends a message as the client, expecting it stored (201); answers it as the wire has it. */
export async function sendAs(
  client: BearerClient,
  conversationId: number,
  body: string,
): Promise<ChatMessage> {
  const response = await client.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    body,
    clientId: newClientId(),
  })
  expect(response.statusCode, response.body).toBe(201)
  return ChatMessage.parse(response.json())
}
