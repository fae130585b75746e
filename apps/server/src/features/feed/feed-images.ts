import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { clubs } from '../../db/schema/clubs.ts'
import { postImages, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { PRIVATE_MEDIA_CACHE } from '../../platform/http/security.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/** The storage key of a post's image (decision 041): the feed's own, never chat's. */
export function feedImageKey(schoolId: number, id: string, variant?: 'preview'): string {
  return `feed/${String(schoolId)}/${id}${variant ? `-${variant}` : ''}`
}

/** Where `takeUploads` puts a post's images, for the request field that names them. */
export const feedImageTarget = (school: School) => ({
  field: 'body.fileIds',
  keyOf: (id: string, variant?: 'preview') => feedImageKey(school.id, id, variant),
})

/** Deletes the bytes of a removed post's images (after its transaction committed). */
export async function removeImageBytes(
  storage: FileStorage,
  schoolId: number,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    await storage.delete(feedImageKey(schoolId, id))
    await storage.delete(feedImageKey(schoolId, id, 'preview'))
  }
}

const FILE = /^([0-9a-f]{32})(-preview)?\.webp$/

/**
 * `GET /media/feed/{id}.webp` and `{id}-preview.webp` (see `postImageUrls`): an `<img>`
 * carries no bearer token, so the viewer is the session cookie's student when there is
 * one (`auth: 'session'` has the platform load it), else a visitor; the image answers only
 * when `postsSeenBy` lets them see its post, the same 404 otherwise. Ids never change
 * content, so the browser keeps it (privately: a shared cache never may).
 */
export function feedMediaRoute(app: FastifyInstance, db: DbOrTx, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/feed/:file',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['media'],
        summary: 'A post’s image or its preview, to whoever may see the post',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const [, id, preview] = FILE.exec(request.params.file) ?? []
      const seen = id ? await seenImage(db, school, viewerOf(request), id) : false
      const data =
        seen && id
          ? await storage.get(feedImageKey(school.id, id, preview ? 'preview' : undefined))
          : null
      if (!data) throw notFound('Image')
      return reply.type('image/webp').header('cache-control', PRIVATE_MEDIA_CACHE).send(data)
    },
  )
}

const viewerOf = (request: FastifyRequest) =>
  request.session ? feedViewerOf(actorOf(request)) : null

async function seenImage(
  db: DbOrTx,
  school: School,
  viewer: ReturnType<typeof viewerOf>,
  id: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: postImages.id })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .leftJoin(clubs, clubOfPost)
    .where(and(eq(postImages.id, id), eq(postImages.schoolId, school.id), postsSeenBy(viewer)))
  return rows.length > 0
}
