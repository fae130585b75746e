import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { captureLog } from '../../test/log-lines.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  useSchoolWithStudent,
  useTestApp,
} from '../../test/test-app.ts'
import { users } from '../db/schema.ts'
import { findSchoolByCode } from '../tenancy/schools.service.ts'
import { pageRendererPath } from './page-render.ts'

/*
 * Decision 075: the server renders a page's first HTML with the web app's own server entry
 * (the real build: `npm install` and `npm test` build it first), reading its API as the
 * visitor. The pages that have declared themselves ready come whole; the others as the shell.
 */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist')
/** The app's real log: a page its API refuses is no server error (below). */
const log = captureLog()
const ctx = useTestApp({ config: { webDist }, logger: { level: 'warn', stream: log.stream } })
const email = useSchoolWithStudent(ctx, 'alpha')

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx().app.inject({ url, headers: { host: hostOf('alpha'), accept: 'text/html', ...headers } })
const SHELL = 'Loading…'

/** A query in the page's state, as TanStack Query dehydrates it. */
interface StateQuery {
  queryKey: unknown[]
  state: { data: unknown }
}

describe('the server’s first HTML', () => {
  it('has the web app’s server entry to render with', () => {
    expect(
      existsSync(pageRendererPath(webDist)),
      'build the web app: npm run build -w @quad/web',
    ).toBe(true)
  })

  it('renders the sign-in page whole: title, school colours, form and the state to hydrate', async () => {
    const answer = await page('/login')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/text\/html/)
    expect(answer.headers['cache-control']).toBe('private, no-cache')
    const html = answer.body
    expect(html).toContain('<title>Sign in · School alpha</title>')
    expect(html).toMatch(/<style id="school-theme">:root\{--school-color:#[0-9a-f]{6};/)
    expect(html).toContain('<h1 class="text-2xl font-semibold tracking-tight')
    expect(html).toMatch(/<input[^>]+name="email"/)
    expect(html).not.toContain(SHELL)
    const state = /<script type="application\/json" id="quad-server-state">(.*?)<\/script>/.exec(
      html,
    )
    expect(state?.[1]).toBeDefined()
    const parsed = JSON.parse(state?.[1] ?? '') as { queries: { queries: { queryKey: unknown }[] } }
    expect(parsed.queries.queries.map((query) => query.queryKey)).toContainEqual(['school'])
  })

  it('sends a signed-out visitor of a members-only page to sign in, with the way back', async () => {
    const answer = await page('/directory?q=ann')
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/login?redirect=%2Fdirectory%3Fq%3Dann')
  })

  it('sends a signed-in student from the sign-in page on, as the browser would', async () => {
    const { cookie } = await login(ctx().app, 'alpha', email())
    const answer = await page('/login?redirect=%2Fdirectory', { cookie })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/directory')
  })

  it('keeps the session’s tokens out of the page: the browser asks for its own', async () => {
    const { cookie, csrfToken, jwt } = await login(ctx().app, 'alpha', email())
    // The reset page's loader readies the session (its tokens) before it renders.
    const answer = await page('/reset-password/abcdefghijklmnopqrstuvwxyz0123', { cookie })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('quad-server-state')
    expect(answer.body).not.toContain(csrfToken)
    expect(answer.body).not.toContain(jwt)
  })

  it('renders a signed-in student’s home, directory, events and calendar whole, as the student', async () => {
    const { cookie, jwt } = await login(ctx().app, 'alpha', email())
    for (const [url, heading] of [
      ['/', 'Welcome, '],
      ['/directory', 'Directory'],
      ['/events', 'Events'],
      ['/calendar', 'Calendar'],
    ] as const) {
      const answer = await page(url, { cookie })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body, url).not.toContain(SHELL)
      expect(answer.body, url).toMatch(new RegExp(`<h1[^>]*>${heading}`))
      expect(answer.body, url).not.toContain(jwt)
      const state = /id="quad-server-state">(.*?)<\/script>/.exec(answer.body)?.[1] ?? '{}'
      // The moment it was drawn, which the browser hydrates at (render-clock.ts).
      expect((JSON.parse(state) as { now?: unknown }).now, url).toEqual(expect.any(Number))
    }
  })

  it('leaves a page its API refuses (a section switched off) to the browser, logging no error', async () => {
    const school = await insertSchool(ctx().database.db, {
      code: 'pr-ev',
      name: 'No Events U',
      sections: { events: false },
    })
    const student = await insertTestStudent(ctx().database, school, { email: 'kai@pr-ev.edu' })
    const { cookie } = await login(ctx().app, 'pr-ev', student.email)
    const answer = await ctx().app.inject({
      url: '/events',
      headers: { host: hostOf('pr-ev'), accept: 'text/html', cookie },
    })
    expect(answer.statusCode).toBe(200)
    // The shell: the browser draws "Events is turned off by your school" with the app.
    expect(answer.body).toContain(SHELL)
    expect(log.text()).not.toContain('could not render')
  })

  it('draws a feed’s first five posts, and puts every body of its first page in the state, sanitised', async () => {
    const { cookie } = await login(ctx().app, 'alpha', email())
    const { db } = ctx().database
    const school = await findSchoolByCode(db, 'alpha')
    const [author] = await db.select().from(users).where(eq(users.email, email()))
    if (!school || !author) throw new Error('the alpha school and its student')
    for (let index = 1; index <= 8; index += 1) {
      await insertPost(ctx(), school, { authorId: author.id, body: `Post number ${String(index)}` })
    }
    const answer = await page('/', { cookie })
    expect(answer.statusCode).toBe(200)
    // feed-list.tsx: the rest are drawn by the browser after hydration (decision 075).
    expect(answer.body.match(/<article/g)).toHaveLength(5)
    const state = /id="quad-server-state">(.*?)<\/script>/.exec(answer.body)?.[1] ?? '{}'
    const { queries } = (JSON.parse(state) as { queries: { queries: StateQuery[] } }).queries
    const bodies = queries.filter(
      ({ queryKey }) => queryKey[0] === 'feed' && queryKey[1] === 'body',
    )
    expect(bodies).toHaveLength(8)
    expect(bodies[0]?.state.data).toEqual({
      html: expect.stringMatching(/^<p>Post number/),
      text: expect.stringMatching(/^Post number/),
    })
  })

  it('renders a listed club’s page whole for a visitor in share mode: About, and its News', async () => {
    const { db } = ctx().database
    const school = await findSchoolByCode(db, 'alpha')
    const [officer] = await db.select().from(users).where(eq(users.email, email()))
    if (!school || !officer) throw new Error('the alpha school and its student')
    const club = await insertClub(ctx(), school, { name: 'Chess Society', officers: [officer.id] })
    await insertPost(ctx(), school, {
      authorId: officer.id,
      clubId: club.id,
      body: 'Blitz night on Thursday',
    })
    const about = await page(`/_/_/clubs/${club.uid}?share=1`)
    expect(about.statusCode).toBe(200)
    expect(about.body).not.toContain(SHELL)
    expect(about.body).toMatch(/<h1[^>]*>Chess Society<\/h1>/)
    const news = await page(`/_/_/clubs/${club.uid}/news?share=1`)
    expect(news.statusCode).toBe(200)
    expect(news.body).toMatch(/<article[^>]*>[\s\S]*Blitz night on Thursday/)
    // A members' tab a visitor does not have: the page's default, as the browser's page does.
    const discussion = await page(`/_/_/clubs/${club.uid}/discussion?share=1`)
    expect(discussion.statusCode).toBe(302)
    expect(discussion.headers.location).toBe(`/_/_/clubs/${club.uid}?share=1`)
  })

  it('leaves a page not yet ready for the server, and any page in a host’s frame, to the browser', async () => {
    const { cookie } = await login(ctx().app, 'alpha', email())
    expect((await page('/financial', { cookie })).body).toContain(SHELL)
    const framed = await page('/login', { 'sec-fetch-dest': 'iframe' })
    expect(framed.statusCode).toBe(200)
    expect(framed.body).toContain(SHELL)
  })

  it('opens the page again for a form sent before its JavaScript ran, keeping nothing typed', async () => {
    const answer = await ctx().app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        host: hostOf('alpha'),
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=a%40b.c&password=typed-secret',
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/login')
    expect(answer.body).not.toContain('typed-secret')
  })
})
