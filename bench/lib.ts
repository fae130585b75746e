import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

/** Runs autocannon against a URL; latency in ms. */
export async function load(
  url: string,
  options: {
    connections?: number
    durationSeconds?: number
    headers?: Record<string, string>
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 5,
    headers: options.headers ?? {},
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** The bare baseline of quality.md: a node:http hello-world in the same process. */
export async function startBareHttp(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"status":"ok"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}

export function row(cells: Array<string | number>): string {
  return `| ${cells.map((c) => (typeof c === 'number' ? c.toFixed(c < 10 ? 2 : 0) : c)).join(' | ')} |`
}
