/**
 * R2 (quality.md): kill -9 the server under a steady write load, CYCLES times (50 by
 * default), on the embedded database (and PostgreSQL with DATABASE_URL set): count
 * acknowledged writes lost and failed restarts. Each login writes a session row and
 * is acknowledged by its 200. Run: node bench/crash-soak.ts
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, type RunningServer } from '@quad/server/src/test/spawn-server.ts'

const cycles = Number(process.env.CYCLES ?? 50)
const env: Record<string, string> = {
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-soak-')),
  SEED: 'demo',
  LOGIN_LIMIT_PER_MINUTE: '1000000',
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
}

async function login(server: RunningServer): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/mobile_ws/v18/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.edu', password: 'quad-demo' }),
    })
    if (response.status !== 200) return null
    return /quad_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null
  } catch {
    return null
  }
}

async function stillValid(server: RunningServer, token: string): Promise<boolean> {
  const response = await fetch(`${server.url}/mobile_ws/v18/authentication`, {
    headers: { cookie: `quad_session=${token}` },
  })
  const body: unknown = await response.json()
  return Array.isArray(body) && body.length === 1
}

const acknowledged: string[] = []
let failedStarts = 0
const started = performance.now()
for (let cycle = 0; cycle < cycles; cycle++) {
  let server: RunningServer
  try {
    server = await spawnServer(env)
  } catch {
    failedStarts++
    continue
  }
  let stop = false
  const writers = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const token = await login(server)
      if (token) acknowledged.push(token)
    }
  })
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 600))
  server.child.kill('SIGKILL')
  stop = true
  await Promise.all(writers)
  await server.exited
}
const final = await spawnServer(env)
let lost = 0
for (const token of acknowledged) if (!(await stillValid(final, token))) lost++
final.child.kill('SIGTERM')
await final.exited
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'
console.log(
  `| database | kill -9 cycles | acknowledged writes | lost | failed restarts | seconds |`,
)
console.log(`|---|---|---|---|---|---|`)
console.log(
  `| ${kind} | ${cycles} | ${acknowledged.length} | ${lost} | ${failedStarts} | ${((performance.now() - started) / 1000).toFixed(0)} |`,
)
if (lost > 0 || failedStarts > 0) process.exitCode = 1
