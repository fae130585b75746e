import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireSession } from '../auth/auth.plugin.ts'
import { notFound } from '../errors.ts'
import { PRIVATE_MEDIA_CACHE } from '../http/security.ts'
import type { School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import type { FileStorage } from './storage.ts'

/** Images a share-mode visitor may see are public for a few minutes of caching, no more. */
const VISITOR_MEDIA_CACHE = 'public, max-age=300'

export interface SchoolImageRoute {
  prefix: string
  what: string
  /** The storage key of a file name it recognises, null for any other (a 404). */
  keyOf: (school: School, file: string) => string | null
  /**
   * Whether a visitor without a session may see this image (its URL): a listed club's logo
   * and cover, which share mode shows (issue 30 bug 10). Absent: members only.
   */
  shownToVisitors?: (school: School, url: string) => Promise<boolean>
}

/**
 * Serves a school's uploaded WebP images (profile photos, club logos and covers) at
 * `{prefix}:schoolId/:file` to signed-in members of that school, by their session cookie
 * (`auth: 'session'`), and to anyone an image the route says visitors see.
 */
export function schoolImageRoute(
  app: FastifyInstance,
  storage: FileStorage,
  route: SchoolImageRoute,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${route.prefix}:schoolId/:file`,
    {
      // An `<img>` sends the session cookie, never a bearer header.
      config: { auth: 'session' },
      schema: {
        tags: ['media'],
        params: z.object({ schoolId: z.coerce.number().int(), file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const { schoolId, file } = request.params
      const visitor =
        !request.session &&
        schoolId === school.id &&
        (await route.shownToVisitors?.(school, `${route.prefix}${String(schoolId)}/${file}`))
      if (!visitor) requireSession(request)
      const key = schoolId === school.id ? route.keyOf(school, file) : null
      const data = key ? await storage.get(key) : null
      if (!data) throw notFound(route.what)
      const cache = visitor ? VISITOR_MEDIA_CACHE : PRIVATE_MEDIA_CACHE
      return reply.type('image/webp').header('cache-control', cache).send(data)
    },
  )
}
