import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findSchoolByCode } from '../../platform/tenancy/schools.service.ts'
import type { Database } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import { avatarSvg, avatarWebp } from './avatar-photo.ts'
import { clubCoverSvg, clubLogoSvg } from './club-art.ts'
import { escapeXml, schoolMarkSvg } from '../schools/index.ts'

const Seed = z.object({ seed: z.string().regex(/^[\w-]{1,64}$/, 'letters, digits, _ and - only') })
/** A language or badge name: letters, spaces and hyphens. */
const Language = z.object({
  name: z.string().regex(/^[\p{L} -]{1,60}$/u, 'letters, spaces and hyphens'),
})
const ClubSlug = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and -'),
})
const Code = z.object({ code: z.string().regex(/^[a-z0-9-]{1,63}$/) })
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Generated images, so the demo needs no network at run time (issue 2 item 9):
 * student avatars, club logos and covers, and a school favicon in the school's colour.
 */
export function mediaRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/media/avatars/:seed.webp',
    // The same picture in every school: no school lookup for each `<img>` of a list.
    { config: { school: false }, schema: { tags: ['media'], params: Seed } },
    async (request, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .send(await avatarWebp(request.params.seed)),
  )
  // The drawing itself, for data seeded before the avatars were photos.
  r.get(
    '/media/avatars/:seed.svg',
    { config: { school: false }, schema: { tags: ['media'], params: Seed } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(avatarSvg(request.params.seed)),
  )
  r.get(
    '/media/languages/:name.svg',
    { schema: { tags: ['media'], params: Language } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(initialsMark(request.params.name)),
  )
  r.get(
    '/media/badges/:name.svg',
    { schema: { tags: ['media'], params: Language } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(initialsMark(request.params.name, 6)),
  )
  r.get(
    '/media/clubs/:slug/logo.svg',
    { schema: { tags: ['media'], params: ClubSlug } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(clubLogoSvg(request.params.slug)),
  )
  r.get(
    '/media/clubs/:slug/cover.svg',
    { schema: { tags: ['media'], params: ClubSlug } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(clubCoverSvg(request.params.slug)),
  )
  r.get(
    '/media/favicon/:code.svg',
    { schema: { tags: ['media'], params: Code } },
    async (request, reply) => {
      const school = await findSchoolByCode(database.db, request.params.code)
      if (!school) throw notFound('School')
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(schoolMarkSvg(school.topBarBgColor, school.name, 'rounded'))
    },
  )
}

/**
 * Spec 2 "languages (with icons)", and badge icons: a coloured mark with the name's
 * first two letters; `radius` 16 is a circle, smaller is a rounded square.
 */
function initialsMark(name: string, radius = 16): string {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360
  const letters = escapeXml(name.slice(0, 2).toUpperCase())
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${radius}" fill="hsl(${hue} 55% 32%)"/>` +
    `<text x="16" y="21" font-family="system-ui,sans-serif" font-size="13" font-weight="700" ` +
    `text-anchor="middle" fill="#ffffff">${letters}</text></svg>`
  )
}
