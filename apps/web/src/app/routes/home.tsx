import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import type { SectionKey } from '@quad/shared'
import type { IconName } from '../../components/icon-paths.tsx'
import { FeedList, readFeedFirstPage } from '../../features/feed/index.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { authTokensQuery } from '../../lib/session/session.ts'
import { schoolQuery, useSchool } from '../../lib/school/school.ts'
import { readFirstScreen } from '../../lib/ssr/first-screen.ts'
import { renderNow } from '../../lib/ssr/render-clock.ts'
import { formatDate } from '../../lib/i18n/format.ts'
import { t, type PlainMessageKey } from '../../lib/i18n/t.ts'
import { userContext } from '../require-user.ts'
import { composerFor, renderPostEditor } from './feed-slots.tsx'
import { HomeSectionCard } from './home-section-card.tsx'
import { TodayRail, todayRailReads } from './home-today.tsx'

/** The home feed: the school's posts and the student's clubs'. */
const HOME_FEED = { scope: 'home' } as const

/*
 * The user comes from the guard's context as a loader snapshot, not a live query: logging
 * out clears the session cache, and this page must keep rendering until /login replaces it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = context.get(userContext)
  // Issue 14: an account whose first-run welcome is due goes there first (once: Done or
  // Skip records it).
  if (user.onboarded === false) throw redirect('/welcome')
  // The feed and the rail call the bearer API (spec 7): the JWT first.
  const queryClient = context.get(queryClientContext)
  await queryClient.ensureQueryData(authTokensQuery)
  const school = await queryClient.ensureQueryData(schoolQuery)
  await readFirstScreen([
    () => readFeedFirstPage(queryClient, HOME_FEED),
    ...todayRailReads(queryClient, { sections: school.sections, connect: school.config.connect }),
  ])
  return { user }
}

/** Home writes to the school feed (shown only where the server lets the viewer post). */
const schoolComposer = composerFor()

const sections: ReadonlyArray<{
  to: string
  /** The switch that hides the card when the school turned its section off (issue 14). */
  section?: SectionKey
  icon: IconName
  title: PlainMessageKey
  body: PlainMessageKey
  /** The text at a school with connect off, where it would speak of connections. */
  bodyNoConnect?: PlainMessageKey
}> = [
  {
    to: '/directory',
    section: 'directory',
    icon: 'users',
    title: 'directory.title',
    body: 'directory.body',
    bodyNoConnect: 'directory.bodyNoConnect',
  },
  {
    to: '/chat',
    section: 'chat',
    icon: 'chat',
    title: 'chat.title',
    body: 'chat.body',
    bodyNoConnect: 'chat.bodyNoConnect',
  },
  {
    to: '/events',
    section: 'events',
    icon: 'megaphone',
    title: 'events.title',
    body: 'events.body',
  },
  {
    to: '/calendar',
    section: 'calendar',
    icon: 'calendar',
    title: 'calendar.title',
    body: 'calendar.body',
  },
  { to: '/_/_/clubs', section: 'clubs', icon: 'flag', title: 'clubs.title', body: 'clubs.body' },
  { to: '/development', icon: 'code', title: 'development.title', body: 'development.body' },
  { to: '/edu', section: 'edu', icon: 'graduation', title: 'edu.title', body: 'edu.body' },
  {
    to: '/financial',
    section: 'financial',
    icon: 'wallet',
    title: 'financial.title',
    body: 'financial.body',
  },
  { to: '/cct', icon: 'grid', title: 'cct.title', body: 'cct.body' },
  { to: '/settings', icon: 'sliders', title: 'settings.title', body: 'settings.body' },
]

/**
 * Home (spec 2, issue 16 item 4): a greeting, the feed (the school's and my clubs', with
 * "n new posts" arriving live) beside a "Today" rail (my next events, unread chats,
 * connection requests), and the way into every section the school offers. On a phone the
 * rail comes first, as a row to swipe, then the feed, then the sections.
 */
export function Component() {
  const { user } = useLoaderData<typeof loader>()
  const school = useSchool()

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-8">
      <section className="relative overflow-hidden rounded-3xl bg-school p-5 text-on-school shadow-sm md:p-8">
        <span
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-56 rounded-full bg-on-school opacity-10"
        />
        <p className="relative text-sm font-medium">
          {t('home.today', { date: formatDate(new Date(renderNow()), 'long') })}
        </p>
        <h1 className="relative mt-1 text-2xl font-semibold tracking-tight md:text-3xl">
          {t('home.welcome', { name: user.firstName })}
        </h1>
        <p className="relative mt-1 text-sm">
          {t('home.signedInAs', { school: school.name, email: user.email })}
        </p>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <TodayRail sections={school.sections} connect={school.config.connect} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <FeedList
            scope={HOME_FEED.scope}
            label={t('home.feedHeading')}
            composer={schoolComposer}
            renderEditor={renderPostEditor}
          />
        </div>
        <nav aria-labelledby="home-explore" className="min-w-0 lg:col-start-2 lg:row-start-2">
          <h2
            id="home-explore"
            className="mb-3 text-lg font-semibold text-zinc-900 dark:text-zinc-50"
          >
            {t('home.explore')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {sections
              .filter(({ section }) => !section || school.sections[section])
              .map(({ to, icon, title, body, bodyNoConnect }) => (
                <li key={to}>
                  <HomeSectionCard
                    to={to}
                    icon={icon}
                    title={t(title)}
                    body={t(school.config.connect ? body : (bodyNoConnect ?? body))}
                  />
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
