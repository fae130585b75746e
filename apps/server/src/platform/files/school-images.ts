import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireSession } from '../auth/auth.plugin.ts'
import { notFound } from '../errors.ts'
import { PRIVATE_MEDIA_CACHE } from '../http/security.ts'
import type { School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import type { FileStorage } from './storage.ts'

/**
 * Serves a school's uploaded WebP images (profile photos, club logos and covers) at
 * `{prefix}:schoolId/:file` to signed-in members of that school only, by their session
 * cookie (`auth: 'session'`). `keyOf` names the storage key of a file name it recognises,
 * null for any other (a 404).
 */
export function schoolImageRoute(
  app: FastifyInstance,
  storage: FileStorage,
  route: { prefix: string; what: string; keyOf: (school: School, file: string) => string | null },
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
      requireSession(request)
      const school = requireSchool(request)
      const key =
        request.params.schoolId === school.id ? route.keyOf(school, request.params.file) : null
      const data = key ? await storage.get(key) : null
      if (!data) throw notFound(route.what)
      return reply.type('image/webp').header('cache-control', PRIVATE_MEDIA_CACHE).send(data)
    },
  )
}
