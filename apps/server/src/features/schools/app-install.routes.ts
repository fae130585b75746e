import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FileStorage } from '../../platform/files/storage.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { APP_ICONS, appIconPng, appIconVersion, type AppIconVariant } from './app-icons.ts'

/** An hour: a renamed school or a new colour shows on phones within one. */
const CACHE = 'public, max-age=3600'
const ICON_PATH = '/media/app-icons/'
/** The address of one of the school's icons; `v` changes with what it is drawn from. */
export const appIconUrl = (school: School, variant: AppIconVariant) =>
  `${ICON_PATH}${variant}.png?v=${appIconVersion(school)}`

/**
 * The school's web app manifest (issue 34 item 1, W3C "Web Application Manifest"): its
 * name, colour and icons, standalone, the whole shell in scope. Per school host, like the
 * theme: an installed Quad is its school's app.
 */
export function webAppManifest(school: School) {
  const name = school.name.trim() || 'Quad'
  // A home screen shows about 12 characters: a long name gives its first word.
  const shortName = name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12)
  return {
    id: '/',
    name,
    short_name: shortName,
    description: `${name} on Quad: your campus, people, clubs, events and chat.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: `#${school.topBarBgColor}`,
    background_color: '#ffffff',
    icons: (['any-192', 'any-512', 'maskable-512'] as const).map((variant) => ({
      src: appIconUrl(school, variant),
      sizes: `${String(APP_ICONS[variant].size)}x${String(APP_ICONS[variant].size)}`,
      type: 'image/png',
      purpose: APP_ICONS[variant].purpose,
    })),
  }
}

export function appInstallRoutes(app: FastifyInstance, storage: FileStorage): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/manifest.webmanifest', { schema: { tags: ['school'] } }, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', CACHE)
      .send(JSON.stringify(webAppManifest(requireSchool(request)))),
  )
  r.get(
    `${ICON_PATH}:variant.png`,
    {
      schema: {
        tags: ['media'],
        params: z.object({
          variant: z.enum(Object.keys(APP_ICONS) as [AppIconVariant, ...AppIconVariant[]]),
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', CACHE)
        .send(await appIconPng(storage, requireSchool(request), request.params.variant)),
  )
}
