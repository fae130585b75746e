import {
  LmsError,
  type LmsClient,
  type LmsFetch,
  type LmsProvider,
  type LmsSettings,
} from '../lms-provider.ts'
import {
  createCanvasHttp,
  defaultCanvasHttpOptions,
  type CanvasHttpOptions,
} from './canvas-http.ts'
import { mapAnnouncements, mapCourses, mapWork } from './canvas-map.ts'
import { authorizeUrl, exchangeCode, refresh, revoke } from './canvas-oauth.ts'

/** Canvas accepts many context codes a call; chunks keep the URL short. */
const contextCodesPerCall = 20

function client(
  fetch: LmsFetch,
  settings: LmsSettings,
  accessToken: string,
  options: CanvasHttpOptions,
): LmsClient {
  const http = createCanvasHttp(fetch, settings.baseUrl, accessToken, options)
  return {
    async courses() {
      const query = new URLSearchParams([
        ['enrollment_state', 'active'],
        ['include[]', 'total_scores'],
        ['include[]', 'term'],
      ])
      return mapCourses(settings.baseUrl, await http.getAll('/api/v1/courses', query))
    },
    async work(courseExternalId) {
      const course = encodeURIComponent(courseExternalId)
      const query = new URLSearchParams([
        ['include[]', 'submission'],
        ['order_by', 'due_at'],
      ])
      const assignments = await http.getAll(`/api/v1/courses/${course}/assignments`, query)
      // A course whose quizzes tool is off answers 404 there: it simply has no quizzes.
      const quizzes = await http
        .getAll(`/api/v1/courses/${course}/quizzes`)
        .catch((error: unknown) => {
          if (error instanceof LmsError && error.status === 404) return []
          throw error
        })
      return mapWork(assignments, quizzes)
    },
    async announcements(courseExternalIds, since) {
      const rows: unknown[] = []
      for (let i = 0; i < courseExternalIds.length; i += contextCodesPerCall) {
        const query = new URLSearchParams()
        for (const id of courseExternalIds.slice(i, i + contextCodesPerCall)) {
          query.append('context_codes[]', `course_${id}`)
        }
        // end_date defaults to 28 days after start_date (docs "Announcements"): say "now".
        query.set('start_date', since)
        query.set('end_date', new Date().toISOString())
        rows.push(...(await http.getAll('/api/v1/announcements', query)))
      }
      return mapAnnouncements(rows)
    },
  }
}

/**
 * Canvas behind Quad's `LmsProvider`. `options` tune paging, throttling and timeouts
 * (tests shorten the waits); the defaults suit a real Canvas.
 */
export function createCanvasProvider(
  fetch: LmsFetch,
  options: Partial<CanvasHttpOptions> = {},
): LmsProvider {
  const httpOptions = { ...defaultCanvasHttpOptions, ...options }
  return {
    name: 'canvas',
    authorizeUrl,
    exchangeCode: (settings, code, redirectUri) => exchangeCode(fetch, settings, code, redirectUri),
    refresh: (settings, refreshToken) => refresh(fetch, settings, refreshToken),
    revoke: (settings, accessToken) => revoke(fetch, settings, accessToken),
    client: (settings, accessToken) => client(fetch, settings, accessToken, httpOptions),
  }
}
