import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import { z } from 'zod'
import { textColourOn } from '@quad/shared'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import type { Database } from '../platform/db/database.ts'
import { notFound } from '../platform/errors.ts'

const Seed = z.object({ seed: z.string().regex(/^[\w-]{1,64}$/, 'letters, digits, _ and - only') })
const Code = z.object({ code: z.string().regex(/^[a-z0-9-]{1,63}$/) })
const IMMUTABLE = 'public, max-age=31536000, immutable'
const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd2f4d3']

/**
 * Generated images, so the demo needs no network at run time (issue 2 item 9):
 * student avatars and a school favicon in the school's colour.
 */
export function mediaRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/media/avatars/:seed.svg',
    { schema: { tags: ['media'], params: Seed } },
    async (request, reply) => {
      const svg = createAvatar(notionists, {
        seed: request.params.seed,
        backgroundColor: AVATAR_BACKGROUNDS,
      }).toString()
      return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg)
    },
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
        .send(faviconSvg(school.topBarBgColor, school.name))
    },
  )
}

function faviconSvg(colour: string, name: string): string {
  const letter = escapeXml((name.trim()[0] ?? 'Q').toUpperCase())
  const fg = textColourOn(colour)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="#${colour}"/>` +
    `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" ` +
    `text-anchor="middle" fill="${fg}">${letter}</text></svg>`
  )
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
