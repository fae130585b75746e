import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ErrorBody,
  LegacyPeopleResponse,
  ListingConfigResponse,
  ListingFiltersResponse,
  MobilePeopleResponse,
  UserAllResponse,
} from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import type { ResponseHook } from '../../platform/module.ts'
import { fieldError, rateLimited } from '../../platform/errors.ts'
import { changesState, requireSession } from '../../platform/auth/auth.plugin.ts'
import { compiledSerializer } from '../../platform/http/compiled-serializer.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { DirectoryQuerystring, toDirectorySearch } from './directory-query.ts'
import { schoolIds, searchDirectory } from './directory.service.ts'
import { closeLiveDirectory, liveDirectoryOf } from './live-directories.ts'
import { directoryConfig, directoryFilters } from './listing-definitions.ts'
import type { ListingDefinition } from './extension-points.ts'
import { toLegacyRows } from './legacy-rows.ts'

/**
 * Issue 4 "Abuse": a student searches at most this often; with MAX_DEPTH per query,
 * paging through a 100,000-student school takes hours, not minutes (docs/decisions/007).
 */
export const SEARCHES_PER_MINUTE = 60

/** `type=directory`, or another feature's listing (`listingPoint`: clubs). */
const ListingType = z.object({ type: z.string().max(40) })
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody }
/** The graduation years a school's filter offers: the usual span of a student body. */
const yearsAround = (now = new Date().getFullYear()) =>
  Array.from({ length: 10 }, (_, i) => now - 4 + i)

export function directoryRoutes(
  app: FastifyInstance,
  database: Database,
  everyResponse: (hook: ResponseHook) => void,
  {
    searchesPerMinute = SEARCHES_PER_MINUTE,
    listings = [],
  }: { searchesPerMinute?: number; listings?: readonly ListingDefinition[] } = {},
): void {
  /** Another feature's listing by its type; a type no one offers is a 400 naming it. */
  const listingOf = (type: string): ListingDefinition | null => {
    if (type === 'directory') return null
    const found = listings.find((listing) => listing.type === type)
    if (found) return found
    const known = ['directory', ...listings.map((listing) => listing.type)].join(', ')
    throw fieldError('querystring.type', `must be one of: ${known}`)
  }
  const r = app.withTypeProvider<ZodTypeProvider>()
  const directory = liveDirectoryOf(database)
  app.addHook('onClose', async () => closeLiveDirectory(database))
  // Decision 063: every school's index loads in the background once the server listens,
  // not on its first search; a load yields to requests between chunks.
  app.addHook('onListen', async () => {
    void schoolIds(database.db)
      .then((ids) => directory.warmAll(ids))
      .catch(() => undefined)
  })
  // Decision 012: a successful write on this instance starts a read of the change log at
  // once, and its writer's next search re-reads their own row and relations first
  // (read-your-writes); other instances see it within POLL_MS.
  everyResponse((request, reply) => {
    if (changesState(request) && reply.statusCode < 400 && request.school)
      directory.noteWrite(request.school.id, request.session?.user.id ?? null)
    // A signed-in student will likely search: have their school's directory ready.
    if (request.session && request.school) directory.warm(request.school.id)
  })
  const limit = app.createRateLimit({
    max: searchesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `directory:${request.session?.user.id ?? request.ip}`,
  })
  const search = async (request: FastifyRequest, query: DirectoryQuerystring) => {
    const session = requireSession(request)
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw rateLimited('You are searching very fast. Wait a moment, then try again.')
    }
    return searchDirectory(
      directory,
      requireSchool(request),
      session.user.id,
      toDirectorySearch(query),
    )
  }

  r.get(
    '/mobile_ws/v18/mobile_people',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['directory'],
        querystring: DirectoryQuerystring,
        response: { 200: MobilePeopleResponse, ...errors },
      },
    },
    async (request) => [await search(request, request.query)],
  )
  r.get(
    '/mobile_ws/v18/user_all',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['directory'],
        querystring: DirectoryQuerystring,
        response: { 200: UserAllResponse, ...errors },
      },
    },
    async (request) => {
      const page = await search(request, request.query)
      return { total: page.total, items: page.people }
    },
  )
  r.get(
    '/mobile_ws/v17/people_list',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['directory'],
        querystring: DirectoryQuerystring,
        response: { 200: LegacyPeopleResponse, ...errors },
      },
    },
    async (request) => {
      const query = toDirectorySearch(request.query)
      return toLegacyRows(await search(request, request.query), query.order)
    },
  )
  r.get(
    '/mobile_ws/v18/listing_filters',
    {
      // Also the clubs listing's (ListingType): answers while the directory is off.
      config: { section: null },
      schema: {
        tags: ['directory'],
        querystring: ListingType,
        response: { 200: ListingFiltersResponse, ...errors },
      },
    },
    async (request) => {
      requireSession(request)
      const school = requireSchool(request)
      const listing = listingOf(request.query.type)
      if (listing) return { filters: await listing.filters(database.db, school) }
      return { filters: directoryFilters(yearsAround(), school.connectEnabled) }
    },
  )
  r.get(
    '/mobile_ws/v18/listing_config',
    {
      // Also the clubs listing's (ListingType): answers while the directory is off.
      config: { section: null },
      schema: {
        tags: ['directory'],
        querystring: ListingType,
        response: { 200: ListingConfigResponse, ...errors },
      },
    },
    async (request) => {
      requireSession(request)
      const school = requireSchool(request)
      const listing = listingOf(request.query.type)
      if (listing) return listing.config(database.db, school)
      return directoryConfig(yearsAround(), school.connectEnabled)
    },
  )
}
