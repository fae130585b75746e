import type { DbOrTx } from '../../../platform/db/database.ts'
import { ChangeFeed, type DirectoryChange } from './change-feed.ts'
import { DatabaseSearch } from './database-search.ts'
import type { FacetTally } from './facet-sets.ts'
import { loadPeople } from './people.ts'
import { SchoolIndex, type IndexPage, type IndexQuery } from './school-index.ts'
import { ViewerRelations, type Relations } from './viewer-relations.ts'

/** How often each instance reads the change log: other instances' writes show within this. */
export const POLL_MS = 200
/** People put into a new index between yields to the event loop, so a load never stalls requests. */
const BUILD_CHUNK = 10_000

/** What answers a school's searches: its index, or the database while that loads. */
export interface DirectorySource {
  search(query: IndexQuery): IndexPage | Promise<IndexPage>
  tally(query: IndexQuery): FacetTally | Promise<FacetTally>
}

interface Loaded {
  ready: Promise<SchoolIndex>
  /** The index once loaded (`ready` has settled with it). */
  index?: SchoolIndex
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
  private closed = false
  /** Students who wrote through this instance since their last search, and their school. */
  private readonly writers = new Map<number, number>()
  /** Applies run one after another, each reading the database when its turn comes. */
  private queue: Promise<void> = Promise.resolve()

  private readonly db: DbOrTx

  constructor(db: DbOrTx) {
    this.db = db
    this.feed = new ChangeFeed(
      db,
      (changes) => this.serially(() => this.apply(changes)),
      () => this.forgetAll(),
    )
  }

  /**
   * A write through this instance: the log is read at once (others see it within
   * milliseconds), and the writer's next search first re-reads the writer's own row
   * and relations (read-your-writes, whatever other transactions hold the log back).
   */
  noteWrite(schoolId: number, writerId: number | null): void {
    if (writerId !== null) this.writers.set(writerId, schoolId)
    if (this.started) this.feed.poke()
  }

  /**
   * Starts loading a school's index if it is not held yet: a signed-in student is
   * likely to search soon, and should not wait the seconds a large school takes.
   */
  warm(schoolId: number): void {
    if (this.schools.has(schoolId)) return
    this.index(schoolId, null).catch(() => undefined)
  }

  /**
   * Loads these schools' indexes one after another, in the background: started when the
   * server listens, so no student waits for a load after a start (decision 063).
   */
  async warmAll(schoolIds: readonly number[]): Promise<void> {
    for (const schoolId of schoolIds) {
      if (this.closed) return
      await this.index(schoolId, null).catch(() => undefined)
    }
  }

  /**
   * What answers the viewer's search now: the school's index if it is loaded, else the
   * database, while the index loads in the background (decision 069: nobody waits).
   */
  async source(schoolId: number, viewerId: number): Promise<DirectorySource> {
    if (this.schools.get(schoolId)?.index) return this.index(schoolId, viewerId)
    // The database holds the viewer's own writes; their relations are read again too.
    if (this.writers.get(viewerId) === schoolId) this.relations.forget(schoolId, viewerId)
    this.warm(schoolId)
    return new DatabaseSearch(this.db, schoolId)
  }

  /** The school's index, once the viewer's own writes here are in it. */
  async index(schoolId: number, viewerId: number | null): Promise<SchoolIndex> {
    await this.start()
    if (viewerId !== null && this.writers.get(viewerId) === schoolId) {
      this.writers.delete(viewerId)
      this.relations.forget(schoolId, viewerId)
      const own = new Set([viewerId])
      // If the database cannot be read (restarting), answer from what is held.
      await this.serially(() => this.reload(schoolId, own)).catch(() => undefined)
    }
    let loaded = this.schools.get(schoolId)
    if (!loaded) {
      const entry: Loaded = { ready: Promise.resolve(new SchoolIndex()), pending: new Set() }
      entry.ready = this.build(schoolId, entry)
      this.schools.set(schoolId, entry)
      entry.ready.catch(() => {
        if (this.schools.get(schoolId) === entry) this.schools.delete(schoolId)
      })
      loaded = entry
    }
    return loaded.ready
  }

  viewer(schoolId: number, viewerId: number): Promise<Relations> {
    return this.relations.get(this.db, schoolId, viewerId)
  }

  close(): void {
    this.closed = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /**
   * The first poll fixes where the log is read from; every load comes after it (and
   * after a reset, when the position is lost, the next one does the same).
   */
  private start(): Promise<void> {
    this.started ??= this.feed.poll().then(() => {
      if (!this.feed.positioned) throw new Error('the change log position is not known')
      // A load still starting when the app closed must not leave a poll running.
      if (this.closed) return
      this.timer ??= setInterval(() => void this.feed.poll().catch(() => undefined), POLL_MS)
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
    loaded.index = index
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

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task)
    this.queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  private forgetAll(): void {
    this.started = null
    this.schools.clear()
    this.rebuilding.clear()
    this.relations.clear()
  }
}
