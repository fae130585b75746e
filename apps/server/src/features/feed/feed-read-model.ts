import type pg from 'pg'
import type { FeedQuery } from '@quad/shared'
import { versionedCache } from '../../platform/cache/versioned-cache.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { keptPageState } from './feed-counts.ts'
import { listFeed, type FeedDeps } from './feed-list.ts'
import { countsOf, renderPage, storedPage, uidsOf, type StoredPage } from './feed-page-render.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { feedVersionVector } from './feed-versions.ts'

/**
 * Pages kept on one instance, at most (P7, decision 076): a page is some 10 KB of JSON,
 * so the cache holds about 10 MB at most.
 */
const PAGES_MAX = 1000

export interface FeedReadModel {
  /** Whether `page` answers this query (a signed-in student's home or school page). */
  serves(actor: Actor | null, query: FeedQuery): actor is Actor
  /** The page as JSON (FeedPage): one statement when this instance keeps it. */
  page(school: School, actor: Actor, query: FeedQuery): Promise<string>
}

/**
 * The home and school feeds as a read model (issue 33 item 1, decision 076): each page a
 * student read is kept on this instance under the versions it depends on (the school's,
 * the student's, their clubs'; `versionVector`), so a page is computed once per change,
 * not per request. An answer reads the versions and the page's live counts in one
 * statement and, when the kept page is still current, lays the counts over it; otherwise
 * `listFeed` computes it. The versions are bumped in the writing transaction, so a post
 * hidden, deleted or made invisible to a student is out of their next page on every
 * instance.
 */
export function feedReadModel(deps: FeedDeps, pool: pg.Pool, limit = PAGES_MAX): FeedReadModel {
  const cache = versionedCache<string, StoredPage>({ limit })
  return {
    serves(actor, query): actor is Actor {
      // A club id or channel with these scopes is a 400 that listFeed gives.
      return (
        actor !== null &&
        query.scope !== 'club' &&
        query.clubId === undefined &&
        query.channel === undefined
      )
    },
    async page(school, actor, query) {
      const viewer = feedViewerOf(actor)
      const key = pageKey(school, actor, query)
      const fill = async (version: string) => {
        const page = await listFeed(deps, school, actor, query)
        const fresh = storedPage(page)
        cache.set(key, version, fresh)
        return renderPage(fresh, countsOf(page))
      }
      const kept = cache.entry(key)
      if (!kept) return fill(await feedVersionVector(pool, viewer))
      const now = await keptPageState(pool, viewer, uidsOf(kept.value))
      if (now.vector !== kept.version) return fill(now.vector)
      return renderPage(kept.value, now.counts)
    },
  }
}

/** A page is the same for the same student, roles, scope, size and cursor. */
function pageKey(school: School, actor: Actor, query: FeedQuery): string {
  const roles = `${+actor.operator}:${actor.roles.toSorted().join(',')}`
  return [school.id, actor.userId, roles, query.scope, query.limit, query.cursor ?? ''].join('|')
}
