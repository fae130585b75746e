import { useLayoutEffect, useRef, useState } from 'react'
import { useMatches } from 'react-router'
import { useSchool } from '../lib/school/school.ts'
import type { RouteHandle } from './routes/route-handle.ts'
import { t } from '../lib/i18n/t.ts'

function titleOf(handle: unknown): RouteHandle['title'] {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined
  return (handle as RouteHandle).title
}

/** The document title for the matched routes: the browser's, and the server's first HTML. */
export function pageTitle(
  matches: readonly { handle?: unknown }[],
  name: string | null,
  school: string,
): string {
  const key = matches.map((match) => titleOf(match.handle)).findLast(Boolean)
  const page = key && name ? t('app.namedPage', { name, page: t(key) }) : key ? t(key) : null
  return page ? t('app.pageTitle', { page, school }) : t('app.titleWithSchool', { school })
}

/**
 * WCAG 2.4.2 (quality brief): every page names itself, "Directory · Demo University", from
 * the deepest matched route's `handle.title`, so a new section only declares its own;
 * `name` is what the page shows, when it shows one thing (page-name.ts).
 * Returns what to announce after a route change (an empty string on the first page, which
 * the screen reader reads as the document loads).
 */
export function usePageTitle(name: string | null): string {
  const school = useSchool()
  const title = pageTitle(useMatches(), name, school.name)
  const [announcement, setAnnouncement] = useState('')
  const shown = useRef<string | null>(null)
  useLayoutEffect(() => {
    document.title = title
    if (shown.current !== null && shown.current !== title) setAnnouncement(title)
    shown.current = title
  }, [title])
  return announcement
}
