import {
  ATTENDEE_SETTINGS,
  BlockListResponse,
  Experience,
  ExperienceInput,
  ExperienceList,
  ListingConfigResponse,
  NotificationCapabilities,
  NotificationPreferences,
  OwnProfileResponse,
  PRIVATE_FIELDS,
  SETTINGS_OF,
  type UserProfile,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { answer, mayaProfile, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The settings section's calls for route-level tests: the owner's profile, its previews,
 * the tag suggestions, the block list, and the notification matrix with capabilities.
 */
export const mayaOwn: UserProfile = {
  ...mayaProfile,
  bio: '<p>Fine Arts student.</p>',
  interests: [{ interest: 'Jazz' }],
  email: 'student@demo.edu',
  phoneWork: '+1 555 0100',
}

export function ownProfileResponse(profile: UserProfile = mayaOwn) {
  return OwnProfileResponse.parse({
    data: profile,
    visibility: Object.fromEntries(PRIVATE_FIELDS.map((field) => [field, 'school'])),
    directoryOptOut: false,
    currentAddressRaw: null,
  })
}

const switches = (settings: readonly string[]) =>
  Object.fromEntries(settings.map((s) => [s, { in_app: 'yes', mobile: 'no', email: 'no' }]))

export const preferences = NotificationPreferences.parse({
  academic: switches(SETTINGS_OF.academic),
  general: switches(SETTINGS_OF.general),
  groups: [],
  attendee: switches(ATTENDEE_SETTINGS),
  global: { academic: {}, general: {}, groups: {} },
  email: { digest: 'off', quietHours: null, timeZone: 'Europe/Stockholm' },
  push: { lockScreenText: false },
})

/** What a connect-on school without courses offers (the server's catalogue). */
export const capabilities = NotificationCapabilities.parse({
  in_app: true,
  mobile: false,
  email: true,
  offered: {
    academic: [],
    general: ['chat', 'connectionRequests'],
    member: [],
    officer: ['newMember'],
    attendee: ['eventReminder', 'promotionToEventMainList'],
  },
})

export interface SettingsApiOptions {
  profile?: UserProfile
  capabilities?: NotificationCapabilities
  preferences?: NotificationPreferences
  /** Records each PATCH body of /me/profile. */
  patches?: unknown[]
  /** Records each notification preference PATCH: its path and body. */
  preferencePatches?: { path: string; body: unknown }[]
  /** The student's experience entries, kept as the server keeps them (issue 36 item 4). */
  experiences?: Experience[]
}

export function useSettingsApi(options: SettingsApiOptions = {}) {
  const profile = options.profile ?? mayaOwn
  const matrix = structuredClone(options.preferences ?? preferences)
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/me/profile`, ({ request }) => {
      const viewAs = new URL(request.url).searchParams.get('viewAs')
      // The server presents a preview as the owner's own profile (connectionStatus -1).
      const shown = viewAs === 'school' ? { ...profile, phoneWork: undefined } : profile
      return answer(OwnProfileResponse, ownProfileResponse(shown))
    }),
    http.patch(`${ORIGIN}/mobile_ws/v18/me/profile`, async ({ request }) => {
      options.patches?.push(await request.json())
      return answer(OwnProfileResponse, ownProfileResponse(profile))
    }),
    http.get(`${ORIGIN}/mobile_ws/v18/listing_config`, () =>
      answer(ListingConfigResponse, {
        filters: [],
        layout: { view: 'grid', pageSize: 24 },
        ordering: { options: [], defaultOrder: 'NameAsc' },
      }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/blocks`, () => answer(BlockListResponse, { items: [] })),
    ...experienceHandlers(options.experiences ?? []),
    http.get(`${ORIGIN}/api/v1/notifications/preferences`, () =>
      answer(NotificationPreferences, matrix),
    ),
    http.get(`${ORIGIN}/api/v1/notifications/capabilities`, () =>
      answer(NotificationCapabilities, options.capabilities ?? capabilities),
    ),
    // A setting's On (for groups: in every club and as an attendee), as the server would.
    http.patch(
      `${ORIGIN}/api/v1/notifications/preferences/global/:category/:setting`,
      async ({ params, request }) => {
        const body = (await request.json()) as { status: 'enabled' | 'disabled' }
        options.preferencePatches?.push({ path: new URL(request.url).pathname, body })
        const category = params.category as 'general' | 'academic' | 'groups'
        matrix.global[category][String(params.setting)] = body.status
        return answer(NotificationPreferences, matrix)
      },
    ),
    // How email arrives (digest, quiet hours, zone: null follows the school's).
    http.patch(`${ORIGIN}/api/v1/notifications/preferences/email`, async ({ request }) => {
      const body = (await request.json()) as Partial<NotificationPreferences['email']>
      options.preferencePatches?.push({ path: new URL(request.url).pathname, body })
      matrix.email = { ...matrix.email, ...body }
      return answer(NotificationPreferences, matrix)
    }),
    // A platform switch of a category's setting (groups: an attendee setting), applied as
    // the server would; the answer is the matrix.
    http.patch(
      `${ORIGIN}/api/v1/notifications/preferences/:category/:setting`,
      async ({ params, request }) => {
        const body = (await request.json()) as { preferences: Record<string, string> }
        options.preferencePatches?.push({ path: new URL(request.url).pathname, body })
        const settings =
          params.category === 'groups'
            ? matrix.attendee
            : matrix[params.category as 'general' | 'academic']
        const setting = String(params.setting)
        const current = settings[setting]
        if (current) settings[setting] = { ...current, ...body.preferences } as typeof current
        return answer(NotificationPreferences, matrix)
      },
    ),
  )
}

/**
 * `/api/v1/me/experiences` as the server answers it: its own schema checks each entry (a 400
 * names the field), a new one goes first, an order lists every entry once.
 */
function experienceHandlers(held: Experience[]) {
  const base = `${ORIGIN}/api/v1/me/experiences`
  let nextId = 500
  const refused = (issues: z.core.$ZodIssue[]) =>
    HttpResponse.json(
      {
        error: {
          code: 'invalid_request',
          message: 'Invalid request',
          issues: issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
        },
      },
      { status: 400 },
    )
  const stored = async (request: Request, id: number) => {
    const parsed = z.safeParse(ExperienceInput, await request.json())
    return parsed.success ? { id, ...parsed.data } : parsed.error.issues
  }
  return [
    http.get(base, () => answer(ExperienceList, { items: held })),
    http.post(base, async ({ request }) => {
      const entry = await stored(request, nextId++)
      if (Array.isArray(entry)) return refused(entry)
      held.unshift(entry)
      return answer(Experience, entry, 201)
    }),
    http.put(`${base}/order`, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] }
      const byId = new Map(held.map((entry) => [entry.id, entry]))
      held.splice(0, held.length, ...ids.flatMap((id) => byId.get(id) ?? []))
      return answer(ExperienceList, { items: held })
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const index = held.findIndex((entry) => String(entry.id) === params['id'])
      const entry = await stored(request, Number(params['id']))
      if (Array.isArray(entry)) return refused(entry)
      held[index] = entry
      return answer(Experience, entry)
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const index = held.findIndex((entry) => String(entry.id) === params['id'])
      held.splice(index, 1)
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
