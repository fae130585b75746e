/**
 * P2 and P3 (quality.md): chat fan-out and idle sockets.
 *
 * P2: 1,000 sockets in ten 100-member conversations; messages sent through Quad's real
 * send path (HTTP POST, stored, then published) at 2,000 deliveries/s; p50/p99
 * send→receive, lost and duplicated deliveries; then a saturation run for the
 * throughput ratio against a bare `ws` broadcast server measured in the same run.
 * Targets: one instance (embedded database), one instance (PostgreSQL), two instances
 * on one PostgreSQL + Redis (sockets split across them, sends through the first).
 * P3: memory per idle authenticated socket, 10,000 sockets on one instance.
 *
 * Run: node bench/chat-fanout.ts
 *   BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres  adds the PostgreSQL targets
 *   REDIS_URL=redis://127.0.0.1:6379                             adds the two-instance target
 *   BENCH_SECONDS (10), BENCH_IDLE_SOCKETS (10000), BENCH_ONLY=p2|p3
 *   BENCH_MIX=0  leaves out the mix of sends, reactions and edits (issue 35) after each P2
 *   BENCH_P3_ON=postgres  P3 on PostgreSQL only (embedded when PostgreSQL is not set up):
 *                         the embedded database then seeds only P2's 1,000 students
 *   BENCH_PROFILE=<dir>  writes each Quad server's CPU profile there (--cpu-prof)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import WebSocket from 'ws'
import { signBearer } from '@quad/server/src/platform/auth/jwt.ts'
import { createSession } from '@quad/server/src/platform/auth/sessions.service.ts'
import {
  openDatabase,
  type Database,
  type DatabaseTarget,
} from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { chatConversations, chatParticipants } from '@quad/server/src/db/schema/chat.ts'
import {
  buildStudent,
  createFaker,
  insertSchool,
  insertStudents,
} from '@quad/server/src/seed/factories.ts'
import { spawnServer, type RunningServer } from '@quad/server/src/test/spawn-server.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000)
const ONLY = process.env.BENCH_ONLY
/**
 * Where P3 opens its 10,000 sockets. Both databases by default; `npm run bench` asks for
 * PostgreSQL only, since seeding 10,000 sessions and opening the sockets a second time
 * embedded costs a minute and the per-socket figure is the server's, not the database's.
 */
const P3_DATABASES = (process.env.BENCH_P3_ON ?? 'embedded,postgres').split(',')
const PROFILE = process.env.BENCH_PROFILE
const SOCKETS = 1000
const ROOM_SIZE = 100
const DELIVERIES_PER_SECOND = 2000
const SATURATION_SECONDS = 5
const JWT_SECRET = 'p2-bench-secret-p2-bench-secret-p2-bench!'
const SCHOOL = 'bench'
/** Sessions created at once while seeding. */
const SESSION_BATCH = 100
const HERE = path.dirname(fileURLToPath(import.meta.url))

interface Person {
  id: number
  uid: string
  jwt: string
}
interface Seeded {
  people: Person[]
  rooms: { id: number; members: number[] }[]
}

// ---------------------------------------------------------------- seeding

const begun = performance.now()
/** A line on stderr: which part the run is in, and when it began (s since the start). */
function stage(what: string): void {
  process.stderr.write(`[${((performance.now() - begun) / 1000).toFixed(0)} s] ${what}\n`)
}

/** `seed` on a database opened for it and closed after (the server then opens it). */
async function seedClosed(options: DatabaseTarget, students: number): Promise<Seeded> {
  const database = await openDatabase(options)
  try {
    const seeded = await seed(database, students)
    stage(`${options.kind}: ${String(students)} students seeded`)
    return seeded
  } finally {
    await database.close()
  }
}

async function seed(database: Database, students: number): Promise<Seeded> {
  await runMigrations(database)
  const school = await insertSchool(database.db, {
    code: SCHOOL,
    name: 'Bench',
    connectEnabled: false,
  })
  const faker = createFaker(6)
  const builds = Array.from({ length: students }, () => buildStudent(faker, 'not-a-login-hash'))
  const ids = await insertStudents(database.db, school, builds)
  const secret = new TextEncoder().encode(JWT_SECRET)
  const person = async (id: number, i: number): Promise<Person> => {
    const uid = builds[i]?.user.uid ?? ''
    const session = await createSession(database.db, school, { id })
    const claims = { uid, school: SCHOOL, sessionId: session.id }
    return { id, uid, jwt: await signBearer(secret, claims) }
  }
  // A batch at a time: 10,000 at once queue behind the pool's few connections, and on a
  // loaded machine the last of them time out waiting for one (the seed then fails).
  const people: Person[] = []
  for (let start = 0; start < ids.length; start += SESSION_BATCH) {
    const batch = ids.slice(start, start + SESSION_BATCH)
    people.push(...(await Promise.all(batch.map((id, k) => person(id, start + k)))))
  }
  const rooms: Seeded['rooms'] = []
  for (let start = 0; start + ROOM_SIZE <= Math.min(students, SOCKETS); start += ROOM_SIZE) {
    const [row] = await database.db
      .insert(chatConversations)
      .values({
        schoolId: school.id,
        kind: 'group',
        name: `Room ${start}`,
        createdBy: ids[start] ?? 0,
      })
      .returning({ id: chatConversations.id })
    const members = Array.from({ length: ROOM_SIZE }, (_, k) => start + k)
    await database.db.insert(chatParticipants).values(
      members.map((index) => ({
        conversationId: row?.id ?? 0,
        userId: ids[index] ?? 0,
        schoolId: school.id,
      })),
    )
    rooms.push({ id: row?.id ?? 0, members })
  }
  return { people, rooms }
}

// ---------------------------------------------------------------- targets

interface Target {
  label: string
  /** Where each socket connects (index → base URL) and where sends go. */
  socketUrl(index: number): string
  sendUrl: string
  pids: number[]
  stop(): Promise<void>
}

const serverEnv = (extra: Record<string, string>) => ({
  JWT_SECRET,
  SEED: 'none',
  DEFAULT_SCHOOL: SCHOOL,
  CHAT_SEND_LIMIT: '1000000',
  LOG_LEVEL: 'error',
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  ...(PROFILE && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE}` }),
  ...extra,
})

async function quadTarget(label: string, envs: Record<string, string>[]): Promise<Target> {
  const servers: RunningServer[] = []
  for (const env of envs) servers.push(await spawnServer(serverEnv(env)))
  return {
    label,
    socketUrl: (i) => (servers[i % servers.length] as RunningServer).url,
    sendUrl: (servers[0] as RunningServer).url,
    pids: servers.map((s) => s.child.pid ?? 0),
    stop: async () => {
      for (const s of servers) s.child.kill('SIGTERM')
      await Promise.all(servers.map((s) => s.exited))
    },
  }
}

async function bareTarget(): Promise<Target> {
  const child = spawn(process.execPath, [path.join(HERE, 'bare-ws-broadcast.ts')], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString())
      if (match) resolve(Number(match[1]))
    })
  })
  const url = `http://127.0.0.1:${port}`
  return {
    label: 'bare ws broadcast',
    socketUrl: () => url,
    sendUrl: url,
    pids: [child.pid ?? 0],
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

// ---------------------------------------------------------------- clients

interface Delivery {
  latencies: number[]
  received: number
  duplicates: number
}

/** A socket that counts each message it receives, by message key, and its latency. */
function openClient(url: string, onFrame: (text: string) => void): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false })
  socket.on('message', (data) => onFrame(data.toString()))
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        reject(new Error(`${url.split('?')[0]}: ${response.statusCode} ${body}`)),
      )
    })
  })
}

const now = () => performance.timeOrigin + performance.now()

/** Bare sends wait for their first delivery, so a saturating sender loop yields like an HTTP one. */
const firstDelivery = new Map<string, () => void>()

/**
 * Extracts `key|sentAt` from a frame of either target; null for other frames. No
 * JSON.parse: the client shares the two cores with the server it measures, so reading
 * a Quad frame must cost the client no more than reading a bare one.
 */
function stampOf(text: string, bare: boolean): string | null {
  if (bare) return text
  if (!text.startsWith('{"type":"message"')) return null
  const start = text.indexOf('"body":"')
  if (start < 0) return null
  const end = text.indexOf('"', start + 8)
  return text.slice(start + 8, end)
}

/** How a client reads a frame: its key (null: not counted) and when what it carries was sent. */
interface FrameReader {
  keyOf: (text: string) => string | null
  sentAt: (key: string) => number
}

async function openRoomSockets(
  target: Target,
  seeded: Seeded,
  bare: boolean,
  delivery: Delivery,
  reader: FrameReader = {
    keyOf: (text) => stampOf(text, bare),
    sentAt: (key) => Number(key.split('|')[1]),
  },
) {
  const seen: Set<string>[] = []
  const sockets: WebSocket[] = []
  const batch = 100
  for (let start = 0; start < SOCKETS; start += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, SOCKETS - start) }, (_, k) => {
        const index = start + k
        const keys = new Set<string>()
        seen[index] = keys
        const room = Math.floor(index / ROOM_SIZE)
        const person = seeded.people[index] as Person
        const base = target.socketUrl(index).replace(/^http/, 'ws')
        const url = bare
          ? `${base}/?room=${room}`
          : `${base}/api/v1/realtime?token=${person.jwt}&v=1`
        return openClient(url, (text) => {
          const stamp = reader.keyOf(text)
          if (!stamp) return
          if (keys.has(stamp)) {
            delivery.duplicates += 1
            return
          }
          keys.add(stamp)
          firstDelivery.get(stamp)?.()
          firstDelivery.delete(stamp)
          delivery.received += 1
          const sentAt = reader.sentAt(stamp)
          if (Number.isFinite(sentAt)) delivery.latencies.push(now() - sentAt)
        })
      }),
    )
    sockets.push(...opened)
  }
  return sockets
}

/** Sends one message into `room` through the target's real send path. */
function sender(target: Target, seeded: Seeded, sockets: WebSocket[], bare: boolean) {
  let n = 0
  let reported = false
  // Unique per run: the same database serves several targets, and a repeated clientId is
  // (rightly) answered with the stored message instead of a new one.
  const run = `${process.pid}-${Math.round(now())}`
  return async (roomIndex: number): Promise<boolean> => {
    const room = seeded.rooms[roomIndex] as Seeded['rooms'][number]
    const memberIndex = room.members[n % ROOM_SIZE] as number
    n += 1
    const body = `m${n}-${process.pid}|${now()}`
    if (bare) {
      const delivered = new Promise<boolean>((resolve) => {
        firstDelivery.set(body, () => resolve(true))
      })
      ;(sockets[memberIndex] as WebSocket).send(body)
      return delivered
    }
    const person = seeded.people[memberIndex] as Person
    const response = await fetch(
      `${target.sendUrl}/api/v1/chat/conversations/${room.id}/messages`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${person.jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body, clientId: `bench-${run}-${n}` }),
      },
    )
    const text = await response.text()
    if (response.status !== 201 && !reported) {
      reported = true
      process.stderr.write(
        `${target.label}: send answered ${response.status} ${text.slice(0, 200)}\n`,
      )
    }
    return response.status === 201
  }
}

/**
 * P2 (quality.md): ≥ 0.5× the bare server at saturation, p99 ≤ 50 ms (≤ 100 ms across
 * two instances via Redis), nothing lost or duplicated; empty for the baseline itself.
 */
function goalOf(row: P2Row, bareRate: number): string {
  if (row.target.startsWith('bare')) return ''
  const p99Goal = row.target.includes('2 instances') ? 100 : 50
  const checks = [
    [`≥ 0.5×`, row.saturation / bareRate >= 0.5],
    [`p99 ≤ ${String(p99Goal)} ms`, row.p99 <= p99Goal],
    ['0 lost, 0 duplicated', row.lost === 0 && row.duplicated === 0],
  ] as const
  return checks.map(([goal, met]) => `${goal}: ${met ? 'met' : '**missed**'}`).join('; ')
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

/** What a paced run delivered to a target's sockets (P2 and its mix). */
interface Delivered {
  target: string
  expected: number
  received: number
  lost: number
  duplicated: number
  p50: number
  p99: number
}

interface P2Row extends Delivered {
  sent: number
  saturation: number
  /** The target's own CPU (every thread; not PostgreSQL's) per 1,000 deliveries at saturation. */
  cpuMsPerThousand: number
}

async function runP2(target: Target, seeded: Seeded): Promise<P2Row> {
  stage(`P2: ${target.label}`)
  const bare = target.label.startsWith('bare')
  const delivery: Delivery = { latencies: [], received: 0, duplicates: 0 }
  const sockets = await openRoomSockets(target, seeded, bare, delivery)
  await new Promise((r) => setTimeout(r, 1000))
  const send = sender(target, seeded, sockets, bare)

  // Paced phase: 2,000 deliveries/s = 20 messages/s into 100-member rooms.
  const perSecond = DELIVERIES_PER_SECOND / ROOM_SIZE
  let sent = 0
  let failed = 0
  const pending: Promise<void>[] = []
  const started = now()
  for (let i = 0; i < perSecond * SECONDS; i++) {
    const due = started + (i * 1000) / perSecond
    const wait = due - now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    pending.push(
      send(i % seeded.rooms.length).then(
        (ok) => void (ok ? (sent += 1) : (failed += 1)),
        (error: unknown) => {
          failed += 1
          if (failed === 1) process.stderr.write(`${target.label}: send failed: ${String(error)}\n`)
        },
      ),
    )
  }
  await Promise.all(pending)
  await new Promise((r) => setTimeout(r, 2000))
  const expected = sent * ROOM_SIZE
  const paced = { ...delivery, latencies: [...delivery.latencies] }

  // Saturation: 32 senders as fast as the target takes them, deliveries per second.
  const before = delivery.received
  const cpuBefore = cpuMs(target.pids)
  let stop = false
  const lanes = Array.from({ length: 32 }, async (_, lane) => {
    let k = lane
    while (!stop) await send(k++ % seeded.rooms.length).catch(() => false)
  })
  const satStart = now()
  await new Promise((r) => setTimeout(r, SATURATION_SECONDS * 1000))
  stop = true
  await Promise.all(lanes)
  await new Promise((r) => setTimeout(r, 1000))
  const saturation = ((delivery.received - before) * 1000) / (now() - satStart)
  const cpuMsPerThousand = ((cpuMs(target.pids) - cpuBefore) * 1000) / (delivery.received - before)
  for (const socket of sockets) socket.terminate()
  if (failed > 0) process.stderr.write(`${target.label}: ${failed} sends failed\n`)
  return {
    target: target.label,
    sent,
    expected,
    received: paced.received,
    lost: Math.max(0, expected - paced.received),
    duplicated: paced.duplicates,
    p50: percentile(paced.latencies, 50),
    p99: percentile(paced.latencies, 99),
    saturation,
    cpuMsPerThousand,
  }
}

/**
 * User + system CPU of these processes so far, in ms (/proc, 100 ticks a second). On two
 * shared cores a rate says as much about the neighbours as about the server; the CPU a
 * delivery costs the server barely moves with them.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10
}

// ---------------------------------------------------------------- P3

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

async function runP3(
  target: Target,
  seeded: Seeded,
): Promise<{ sockets: number; perSocketKb: number; rssBeforeMb: number; rssAfterMb: number }> {
  stage(`P3: ${target.label}`)
  const pid = target.pids[0] as number
  await new Promise((r) => setTimeout(r, 2000))
  const before = rssKb(pid)
  const sockets: WebSocket[] = []
  const base = target.socketUrl(0).replace(/^http/, 'ws')
  for (let start = 0; start < IDLE_SOCKETS; start += 200) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(200, IDLE_SOCKETS - start) }, (_, k) => {
        const person = seeded.people[(start + k) % seeded.people.length] as Person
        return openClient(`${base}/api/v1/realtime?token=${person.jwt}&v=1`, () => undefined)
      }),
    )
    sockets.push(...batch)
  }
  await new Promise((r) => setTimeout(r, 5000))
  const after = rssKb(pid)
  for (const socket of sockets) socket.terminate()
  return {
    sockets: sockets.length,
    perSocketKb: (after - before) / sockets.length,
    rssBeforeMb: before / 1024,
    rssAfterMb: after / 1024,
  }
}

// ---------------------------------------------------------------- main

function reportP3(label: string, p3: Awaited<ReturnType<typeof runP3>>): void {
  process.stdout.write(
    `\nP3, ${label}: ${p3.sockets} idle authenticated sockets, RSS ${p3.rssBeforeMb.toFixed(0)} → ${p3.rssAfterMb.toFixed(0)} MB, **${p3.perSocketKb.toFixed(1)} KB per socket** (goal ≤ 20)\n`,
  )
}

async function freshPostgres(admin: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `quad_p2_${Date.now()}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** Whether P3 runs on `database`: asked for, or embedded standing in for a PostgreSQL not set up. */
function p3On(database: 'embedded' | 'postgres', postgres: boolean): boolean {
  if (ONLY === 'p2') return false
  if (P3_DATABASES.includes(database)) return true
  return database === 'embedded' && !postgres
}

// ---------------------------------------------------------------- the mix (issue 35)

/** `id:seq` of a message frame: every change of a message (send, reaction, edit) has its own. */
function changeKeyOf(text: string): string | null {
  if (!text.startsWith('{"type":"message","message":{"id":')) return null
  const idStart = 34
  const idEnd = text.indexOf(',', idStart)
  const seqStart = text.indexOf('"seq":', idEnd) + 6
  const seqEnd = text.indexOf(',', seqStart)
  return `${text.slice(idStart, idEnd)}:${text.slice(seqStart, seqEnd)}`
}

interface MixRow extends Delivered {
  operations: string
}

/**
 * Issue 35's mix at P2's paced rate: in each conversation, in turn, a message is sent, a
 * member reacts to it, its sender edits it, the member takes the reaction back. Every change
 * reaches every member's socket once (key `id:seq`); the latency is from a reaction's or an
 * edit's request to each delivery of it.
 */
async function runMix(target: Target, seeded: Seeded): Promise<MixRow> {
  stage(`P2 mix: ${target.label}`)
  const delivery: Delivery = { latencies: [], received: 0, duplicates: 0 }
  const startedAt = new Map<number, number>()
  const sockets = await openRoomSockets(target, seeded, false, delivery, {
    keyOf: changeKeyOf,
    sentAt: (key) => startedAt.get(Number(key.split(':')[0])) ?? Number.NaN,
  })
  await new Promise((r) => setTimeout(r, 1000))
  const run = `${process.pid}-${Math.round(now())}`
  const last: ({ id: number; sender: number } | undefined)[] = []
  const counts = { send: 0, react: 0, edit: 0, unreact: 0, failed: 0 }
  const call = async (person: Person, method: string, url: string, body?: object) => {
    const response = await fetch(`${target.sendUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${person.jwt}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (response.status >= 300) {
      counts.failed += 1
      if (counts.failed === 1)
        process.stderr.write(
          `${target.label}: ${method} ${url} answered ${response.status} ${text.slice(0, 200)}\n`,
        )
      return null
    }
    return JSON.parse(text) as { id: number }
  }
  const operation = async (i: number) => {
    const rooms = seeded.rooms.length
    const roomIndex = i % rooms
    const room = seeded.rooms[roomIndex] as Seeded['rooms'][number]
    const step = Math.floor(i / rooms) % 4
    const message = last[roomIndex]
    const base = `/api/v1/chat/conversations/${room.id}/messages`
    const member = (offset: number) =>
      seeded.people[room.members[offset % ROOM_SIZE] as number] as Person
    if (step === 0 || !message) {
      const sender = (Math.floor(i / rooms) * 7) % ROOM_SIZE
      const sent = await call(member(sender), 'POST', base, {
        body: `mix ${i}`,
        clientId: `mix-${run}-${i}`,
      })
      if (sent) last[roomIndex] = { id: sent.id, sender }
      counts.send += 1
      return
    }
    const reactor = member(message.sender + 1)
    const reaction = `${base}/${message.id}/reactions/${encodeURIComponent('👍')}`
    startedAt.set(message.id, now())
    if (step === 1) {
      await call(reactor, 'PUT', reaction)
      counts.react += 1
    } else if (step === 2) {
      await call(member(message.sender), 'PATCH', `${base}/${message.id}`, {
        body: `mix edited ${i}`,
      })
      counts.edit += 1
    } else {
      await call(reactor, 'DELETE', reaction)
      counts.unreact += 1
    }
  }
  const perSecond = DELIVERIES_PER_SECOND / ROOM_SIZE
  const pending: Promise<void>[] = []
  // A conversation's operations one after another, as its members make them: each on the
  // message the one before it sent. Started at the pace, they overlapped when a send took
  // longer than a round of the rooms (a loaded machine's first sends, 0.5 s): the reaction
  // found no message and became a send, and a reaction taken back that was never placed
  // changes nothing and was counted as 100 deliveries lost.
  const inRoom: Promise<void>[] = []
  const started = now()
  for (let i = 0; i < perSecond * SECONDS; i++) {
    const wait = started + (i * 1000) / perSecond - now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const roomIndex = i % seeded.rooms.length
    const next = (inRoom[roomIndex] ?? Promise.resolve()).then(() => operation(i))
    inRoom[roomIndex] = next
    pending.push(next)
  }
  await Promise.all(pending)
  await new Promise((r) => setTimeout(r, 2000))
  for (const socket of sockets) socket.terminate()
  const changes = counts.send + counts.react + counts.edit + counts.unreact - counts.failed
  const expected = changes * ROOM_SIZE
  return {
    target: target.label,
    operations: `${counts.send} sends, ${counts.react} reactions, ${counts.edit} edits, ${counts.unreact} taken back${counts.failed ? `, ${counts.failed} failed` : ''}`,
    expected,
    received: delivery.received,
    lost: Math.max(0, expected - delivery.received),
    duplicated: delivery.duplicates,
    p50: percentile(delivery.latencies, 50),
    p99: percentile(delivery.latencies, 99),
  }
}

function reportMix(rows: MixRow[]): void {
  if (rows.length === 0) return
  const lines = [
    '',
    `P2 mix (issue 35): sends, reactions, edits at ${DELIVERIES_PER_SECOND / ROOM_SIZE} operations/s for ${SECONDS} s into conversations of ${ROOM_SIZE}; latency of reactions and edits`,
    '',
    '| target | operations | deliveries expected | received | lost | duplicated | p50 ms | p99 ms | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${r.operations} | ${r.expected} | ${r.received} | ${r.lost} | ${r.duplicated} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | 0 lost, 0 duplicated: ${r.lost === 0 && r.duplicated === 0 ? 'met' : '**missed**'} |`,
    ),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function main(): Promise<void> {
  const admin = process.env.BENCH_PG_ADMIN
  const withPostgres = Boolean(admin) && process.env.BENCH_SKIP_POSTGRES !== '1'
  const p3Embedded = p3On('embedded', withPostgres)
  const p3Postgres = withPostgres && p3On('postgres', withPostgres)
  const studentsFor = (p3: boolean) => Math.max(SOCKETS, p3 ? IDLE_SOCKETS : SOCKETS)
  const rows: P2Row[] = []
  const mixes: MixRow[] = []
  const withMix = process.env.BENCH_MIX !== '0'
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  process.stdout.write(`load average at start: ${load()}\n`)

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-p2-'))
  const database = admin && withPostgres ? await freshPostgres(admin) : null
  // Both databases are seeded side by side (PGlite's worker and a PostgreSQL backend, on the
  // two cores), before anything is measured; the embedded one where the server keeps it
  // (open-configured.ts: DATA_DIR/pg).
  const seeding = await Promise.allSettled([
    seedClosed({ kind: 'embedded', dataDir: path.join(dataDir, 'pg') }, studentsFor(p3Embedded)),
    database && seedClosed({ kind: 'postgres', url: database.url }, studentsFor(p3Postgres)),
  ])
  const [seeded, pgSeeded] = seeding.map((outcome) => {
    if (outcome.status === 'fulfilled') return outcome.value
    rmSync(dataDir, { recursive: true, force: true })
    void database?.drop()
    throw outcome.reason
  })
  if (!seeded) throw new Error('the embedded database was not seeded')
  try {
    if (ONLY !== 'p3' && process.env.BENCH_SKIP_EMBEDDED !== '1') {
      const bare = await bareTarget()
      rows.push(await runP2(bare, seeded))
      await bare.stop()
      const one = await quadTarget('Quad, embedded database', [{ DATA_DIR: dataDir }])
      rows.push(await runP2(one, seeded))
      if (withMix) mixes.push(await runMix(one, seeded))
      await one.stop()
    }
    if (p3Embedded) {
      const one = await quadTarget('Quad, embedded database', [{ DATA_DIR: dataDir }])
      reportP3('embedded (RSS includes the PGlite worker)', await runP3(one, seeded))
      await one.stop()
    } else if (ONLY !== 'p2') {
      process.stdout.write(
        '\nP3, embedded: not measured in this run (BENCH_P3_ON=postgres); `node bench/chat-fanout.ts` measures both\n',
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  if (database && pgSeeded) {
    try {
      if (p3Postgres) {
        const one = await quadTarget('Quad, PostgreSQL', [
          {
            DATABASE_URL: database.url,
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-p3pg-')),
          },
        ])
        reportP3('PostgreSQL (the server process only)', await runP3(one, pgSeeded))
        await one.stop()
      }
      if (ONLY === 'p3') return
      const one = await quadTarget('Quad, PostgreSQL', [
        { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-p2pg-')) },
      ])
      rows.push(await runP2(one, pgSeeded))
      if (withMix) mixes.push(await runMix(one, pgSeeded))
      await one.stop()
      if (process.env.REDIS_URL) {
        const env = () => ({
          DATABASE_URL: database.url,
          REDIS_URL: process.env.REDIS_URL ?? '',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-p2pg-')),
        })
        const two = await quadTarget('Quad, 2 instances, PostgreSQL + Redis', [env(), env()])
        rows.push(await runP2(two, pgSeeded))
        if (withMix) mixes.push(await runMix(two, pgSeeded))
        await two.stop()
      }
    } finally {
      await database.drop()
    }
  }

  if (rows.length > 0) {
    const bareRate = rows.find((r) => r.target.startsWith('bare'))?.saturation ?? Number.NaN
    const lines = [
      '',
      `P2: ${SOCKETS} sockets, ${SOCKETS / ROOM_SIZE} conversations of ${ROOM_SIZE}, ${DELIVERIES_PER_SECOND} deliveries/s for ${SECONDS} s; saturation ${SATURATION_SECONDS} s with 32 senders. Load average at end: ${load()}`,
      '',
      '| target | messages sent | deliveries expected | received | lost | duplicated | p50 ms | p99 ms | saturation deliveries/s | ratio to bare | server CPU ms per 1,000 deliveries | goal |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.target} | ${r.sent} | ${r.expected} | ${r.received} | ${r.lost} | ${r.duplicated} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.saturation.toFixed(0)} | ${(r.saturation / bareRate).toFixed(2)} | ${r.cpuMsPerThousand.toFixed(0)} | ${goalOf(r, bareRate)} |`,
      ),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  }
  reportMix(mixes)
}

await main()
