/**
 * `node packages/canvas-standin/src/cli.ts`: a stand-in Canvas on loopback until
 * SIGTERM. Env: CANVAS_STANDIN_PORT (0 = any), CANVAS_STANDIN_DATA (a JSON file the
 * state persists in), CANVAS_STANDIN_CLIENTS (JSON: [{clientId, clientSecret, redirectUris?}]),
 * CANVAS_STANDIN_DEMO_STUDENTS (JSON: [{name, email}]: seeds the demo term for them once).
 * Prints `canvas-standin listening on <url>` once it serves.
 */
import { seedDemoCanvas } from './scenarios.ts'
import { startCanvasStandin } from './server.ts'
import type { StandinClient } from './types.ts'

function isClient(value: unknown): value is StandinClient {
  if (typeof value !== 'object' || value === null) return false
  return (
    'clientId' in value &&
    typeof value.clientId === 'string' &&
    'clientSecret' in value &&
    typeof value.clientSecret === 'string'
  )
}

function isStudent(value: unknown): value is { name: string; email: string } {
  if (typeof value !== 'object' || value === null) return false
  return (
    'name' in value &&
    typeof value.name === 'string' &&
    'email' in value &&
    typeof value.email === 'string'
  )
}

function readStudents(raw: string | undefined): Array<{ name: string; email: string }> {
  const parsed: unknown = JSON.parse(raw ?? '[]')
  if (!Array.isArray(parsed) || !parsed.every(isStudent)) {
    throw new Error('CANVAS_STANDIN_DEMO_STUDENTS must be a JSON array of {name, email}')
  }
  return parsed
}

function readClients(raw: string | undefined): StandinClient[] {
  const parsed: unknown = JSON.parse(raw ?? '[]')
  if (!Array.isArray(parsed) || !parsed.every(isClient)) {
    throw new Error(
      'CANVAS_STANDIN_CLIENTS must be a JSON array of {clientId, clientSecret, redirectUris?}',
    )
  }
  return parsed
}

const standin = await startCanvasStandin({
  port: Number(process.env.CANVAS_STANDIN_PORT ?? 0),
  dataFile: process.env.CANVAS_STANDIN_DATA || undefined,
  clients: readClients(process.env.CANVAS_STANDIN_CLIENTS),
})
// Seeded once: a data file that already holds the first student keeps what it has.
const demoStudents = readStudents(process.env.CANVAS_STANDIN_DEMO_STUDENTS)
const first = demoStudents[0]
if (first && !standin.findUserByEmail(first.email)) seedDemoCanvas(standin, demoStudents)
process.stdout.write(`canvas-standin listening on ${standin.url}\n`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    standin.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
