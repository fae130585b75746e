import type { DbOrTx } from '../db/database.ts'
import type { School } from '../tenancy/schools.service.ts'
import { findSession, type ActiveSession } from './sessions.service.ts'
import { sha256 } from './tokens.ts'

/**
 * How long an instance trusts a session it has read (P1, P4): a search or profile
 * read then costs no session query. A logout or a write through this instance drops
 * the entry at once; on another instance a logged-out cookie works for at most this
 * long (decision 003).
 */
export const SESSION_CACHE_MS = 5_000
const MAX_ENTRIES = 100_000

export class SessionCache {
  private readonly entries = new Map<string, { session: ActiveSession; until: number }>()

  async find(db: DbOrTx, school: School, token: string): Promise<ActiveSession | null> {
    const key = `${school.id}:${sha256(token)}`
    const hit = this.entries.get(key)
    if (hit && hit.until > Date.now()) return hit.session
    const session = await findSession(db, school, token)
    if (!session) {
      this.entries.delete(key)
      return null
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(key, { session, until: Date.now() + SESSION_CACHE_MS })
    return session
  }

  forget(school: School, tokenHash: string): void {
    this.entries.delete(`${school.id}:${tokenHash}`)
  }
}
