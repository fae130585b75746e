import type { DbOrTx } from '../db/database.ts'
import type { Bus } from '../realtime/bus.ts'
import { isSignal } from '../realtime/bus.ts'
import type { School } from '../tenancy/schools.service.ts'
import {
  findSession,
  findSessionById,
  SESSION_TOUCH_MS,
  touchSession,
  type ActiveSession,
} from './sessions.service.ts'
import { sha256 } from './tokens.ts'

/**
 * How long an instance trusts a session it has read (P1, P4): a search or profile
 * read then costs no session query. An ended session is dropped from every instance's
 * cache at once through the bus (R11); a write through this instance drops the entry
 * too, so the next request sees the student's new name or photo (decision 013).
 */
export const SESSION_CACHE_MS = 5_000
const MAX_ENTRIES = 100_000

interface Entry {
  session: ActiveSession
  schoolId: number
  until: number
}

/**
 * Sessions by cookie token (the /mobile_ws/ surface) and by id (a JWT's `sid`, every
 * /api/v1/ request and the socket upgrade), one entry each, both dropped when the
 * session ends on any instance.
 */
export class SessionCache {
  /** Keyed by school and token hash. */
  readonly #byToken = new Map<string, Entry>()
  /** Keyed by session id (unique across schools; the entry's school is checked). */
  readonly #byId = new Map<string, Entry>()
  /** Session id → its #byToken key, so an ended session's cookie entry goes too. */
  readonly #tokenKeys = new Map<string, string>()
  /**
   * Reads under way: requests that miss together share one (a page's first requests
   * carry the same token, and each would read the session on its own).
   */
  readonly #reading = new Map<string, Promise<ActiveSession | null>>()
  /** Counts forgets: a read that began before one does not fill the cache after it. */
  #forgets = 0
  readonly #db: DbOrTx

  constructor(db: DbOrTx, bus: Bus) {
    this.#db = db
    bus.subscribe((message) => {
      if (!isSignal(message)) return
      if (message.signal === 'sessions-ended') {
        for (const id of message.sessionIds) this.#forgetId(id)
      } else if (message.signal === 'roles-changed') {
        this.#forgetUser(message.userId)
      }
    })
  }

  /** The live session of a cookie token. */
  find(school: School, token: string): Promise<ActiveSession | null> {
    return this.#read(this.#byToken, school, `${school.id}:${sha256(token)}`, () =>
      findSession(this.#db, school, token),
    )
  }

  /** The live session a JWT names. */
  findById(school: School, id: string): Promise<ActiveSession | null> {
    return this.#read(this.#byId, school, id, () => findSessionById(this.#db, school, id))
  }

  /** A state change through this instance: the next request reads the session afresh. */
  forget(school: School, session: ActiveSession): void {
    this.#forgot()
    this.#byToken.delete(`${school.id}:${session.tokenHash}`)
    this.#byId.delete(session.id)
  }

  /**
   * Every cached session of a user whose roles changed (rare: a scan is fine), so the
   * next request carries the new roles (decision 024).
   */
  #forgetUser(userId: number): void {
    this.#forgot()
    for (const [id, entry] of this.#byId) {
      if (entry.session.user.id === userId) this.#forgetId(id)
    }
    for (const [key, entry] of this.#byToken) {
      if (entry.session.user.id === userId) this.#byToken.delete(key)
    }
  }

  /** An ended session: its entry by id and its entry by cookie token. */
  #forgetId(id: string): void {
    this.#forgot()
    this.#byId.delete(id)
    const tokenKey = this.#tokenKeys.get(id)
    if (tokenKey) this.#byToken.delete(tokenKey)
    this.#tokenKeys.delete(id)
  }

  /** Whatever was read before now may be out of date: later requests read afresh. */
  #forgot(): void {
    this.#forgets++
    this.#reading.clear()
  }

  #read(
    map: Map<string, Entry>,
    school: School,
    key: string,
    load: () => Promise<ActiveSession | null>,
  ): Promise<ActiveSession | null> {
    const hit = map.get(key)
    if (hit && hit.until > Date.now()) {
      return Promise.resolve(hit.schoolId === school.id ? hit.session : null)
    }
    const readKey = `${map === this.#byId ? 'id' : 'token'}:${String(school.id)}:${key}`
    const reading = this.#reading.get(readKey)
    if (reading) return reading
    const read = this.#load(map, school, key, load).finally(() => {
      if (this.#reading.get(readKey) === read) this.#reading.delete(readKey)
    })
    this.#reading.set(readKey, read)
    return read
  }

  async #load(
    map: Map<string, Entry>,
    school: School,
    key: string,
    load: () => Promise<ActiveSession | null>,
  ): Promise<ActiveSession | null> {
    const forgets = this.#forgets
    const session = await load()
    if (!session) {
      map.delete(key)
      return null
    }
    // Use is written at most once a minute per session, never once per request.
    if (Date.now() - session.lastUsedAt > SESSION_TOUCH_MS) {
      await touchSession(this.#db, session.id)
      session.lastUsedAt = Date.now()
    }
    // A forget while this read ran (a change, an ended session): answer, but keep nothing.
    if (forgets !== this.#forgets) return session
    if (map.size >= MAX_ENTRIES) map.clear()
    if (this.#tokenKeys.size >= MAX_ENTRIES) this.#tokenKeys.clear()
    map.set(key, { session, schoolId: school.id, until: Date.now() + SESSION_CACHE_MS })
    if (map === this.#byToken) this.#tokenKeys.set(session.id, key)
    return session
  }
}
