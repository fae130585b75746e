import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { helmetHeaders } from './security.ts'

/** The headers a real response carries after helmet ran on it, by lower-case name. */
async function headersOnAResponse(middleware: ReturnType<typeof helmet>) {
  const server = createServer((request, response: ServerResponse) => {
    middleware(request, response, () => response.end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}/`)
    const headers = Object.fromEntries(answer.headers)
    for (const own of ['connection', 'content-length', 'date', 'keep-alive']) delete headers[own]
    return headers
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('helmet headers computed once (decision 067)', () => {
  it('records exactly the headers helmet sets on a real response, byte for byte', async () => {
    // helmet's defaults (every middleware on) with one directive of ours added.
    const options = {
      contentSecurityPolicy: {
        directives: { frameAncestors: ["'self'", 'https://lms.example.edu'] },
      },
    }
    const recorded = helmetHeaders(helmet(options))
    expect(Object.keys(recorded).length).toBeGreaterThan(8)
    expect(recorded['content-security-policy']).toContain(
      "frame-ancestors 'self' https://lms.example.edu",
    )
    expect(recorded).toEqual(await headersOnAResponse(helmet(options)))
  })

  it('refuses a middleware that does not finish at once (its headers could vary)', () => {
    expect(() => helmetHeaders(() => undefined)).toThrow(/synchronously/)
  })
})
