import type { DbOrTx } from '../../platform/db/database.ts'
import { ChangeFeed, type DirectoryChange } from './change-feed.ts'
import { loadPeople } from './people.ts'
import { SchoolIndex } from './school-index.ts'
import { ViewerRelations, type Relations } from './viewer-relations.ts'

/** How often each instance reads the change log: other instances' writes show within this. */
export const POLL_MS = 200
/** People put into a new index between yields to the event loop, so a load never stalls requests. */
const BUILD_CHUNK = 10_000

interface Loaded {
  ready: Promise<SchoolIndex>
  /** Changes that arrived while the school was loading: applied once it is. */
  pending: Set<number> | null
}

/**
 * Every school's directory index on this instance, loaded on first search and kept
 * fresh from the change feed; and each viewer's relations. Decision 012.
 */
export class LiveDirectory {
  private readonly schools = new Map<number, Loaded>()
  /** Whole-school reloads in progress; the old index serves until each is ready. */
  private readonly rebuilding = new Map<number, Loaded>()
  private readonly relations = new ViewerRelations()
  private readonly feed: ChangeFeed
  private timer: NodeJS.Timeout | null = null
  private started: Promise<void> | null = null

  private readonly db: DbOrTx

  constructor(db: DbOrTx) {
    this.db = db
    this.feed = new ChangeFeed(
      db,
      (changes) => this.apply(changes),
      () => this.forgetAll(),
    )
  }

  /** A write on this instance: the writer's next search waits until the feed has read it. */
  noteWrite(writerId: number | null): void {
    if (this.started) this.feed.noteWrite(writerId)
  }

  /** The school's index, once the viewer's own writes here are in it. */
  async index(schoolId: number, viewerId: number): Promise<SchoolIndex> {
    await this.start()
    // If the log cannot be read (the database restarting), answer from what is held.
    await this.feed.sync(viewerId).catch(() => undefined)
    let loaded = this.schools.get(schoolId)
    if (!loaded) {
      loaded = { ready: Promise.resolve(new SchoolIndex()), pending: new Set() }
      loaded.ready = this.build(schoolId, loaded)
      this.schools.set(schoolId, loaded)
      loaded.ready.catch(() => this.schools.delete(schoolId))
    }
    return loaded.ready
  }

  viewer(schoolId: number, viewerId: number): Promise<Relations> {
    return this.relations.get(this.db, schoolId, viewerId)
  }

  close(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** The first poll fixes where the log is read from; every load comes after it. */
  private start(): Promise<void> {
    this.started ??= this.feed.poll().then(() => {
      this.timer = setInterval(() => void this.feed.poll().catch(() => undefined), POLL_MS)
      this.timer.unref()
    })
    this.started.catch(() => {
      this.started = null
    })
    return this.started
  }

  private async build(schoolId: number, loaded: Loaded): Promise<SchoolIndex> {
    const index = new SchoolIndex()
    const { people } = await loadPeople(this.db, schoolId, null)
    for (let from = 0; from < people.length; from += BUILD_CHUNK) {
      index.apply(people.slice(from, from + BUILD_CHUNK), [])
      await new Promise((resolve) => setImmediate(resolve))
    }
    // Changes read while loading may or may not be in what was loaded: load them again.
    while (loaded.pending && loaded.pending.size > 0) {
      const ids = [...loaded.pending]
      loaded.pending.clear()
      const again = await loadPeople(this.db, schoolId, ids)
      index.apply(again.people, again.gone)
    }
    loaded.pending = null
    return index
  }

  private async apply(changes: DirectoryChange[]): Promise<void> {
    const people = new Map<number, Set<number>>()
    const rebuild = new Set<number>()
    for (const change of changes) {
      if (change.kind === 'school' || change.userId === null) rebuild.add(change.schoolId)
      else if (change.kind === 'relation') this.relations.forget(change.schoolId, change.userId)
      else {
        const ids = people.get(change.schoolId) ?? new Set()
        ids.add(change.userId)
        people.set(change.schoolId, ids)
      }
    }
    for (const schoolId of rebuild) {
      people.delete(schoolId)
      this.rebuild(schoolId)
    }
    for (const [schoolId, ids] of people) await this.reload(schoolId, ids)
  }

  /**
   * A whole school changed (new visibility defaults, an import): it is read again in
   * the background while the old index keeps answering, then swapped in.
   */
  private rebuild(schoolId: number): void {
    if (!this.schools.has(schoolId)) return
    const fresh: Loaded = { ready: Promise.resolve(new SchoolIndex()), pending: new Set() }
    fresh.ready = this.build(schoolId, fresh)
    this.rebuilding.set(schoolId, fresh)
    const settle = (ok: boolean) => {
      if (this.rebuilding.get(schoolId) !== fresh) return
      this.rebuilding.delete(schoolId)
      if (ok) this.schools.set(schoolId, fresh)
    }
    fresh.ready.then(
      () => settle(true),
      () => settle(false),
    )
  }

  private async reload(schoolId: number, ids: Set<number>): Promise<void> {
    const next = this.rebuilding.get(schoolId)
    for (const id of ids) next?.pending?.add(id)
    const loaded = this.schools.get(schoolId)
    if (!loaded) return
    if (loaded.pending) {
      for (const id of ids) loaded.pending.add(id)
      return
    }
    const index = await loaded.ready
    const { people, gone } = await loadPeople(this.db, schoolId, [...ids])
    index.apply(people, gone)
  }

  private forgetAll(): void {
    this.schools.clear()
    this.rebuilding.clear()
    this.relations.clear()
  }
}
