import '../messages.ts'
import { Link, useSearchParams } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import type { PlainMessageKey } from '../../../lib/i18n/t.ts'
import { connectionListHref, type ConnectionList } from '../links.ts'

const LISTS: { list: ConnectionList; label: PlainMessageKey }[] = [
  { list: 'connected', label: 'connections.myConnections' },
  { list: 'incoming', label: 'connections.requestsReceived' },
  { list: 'pending', label: 'connections.requestsSent' },
]

/**
 * Issue 5 "Lists in the UI": my connections, requests received, requests sent, as
 * links to the directory's connection filter, so each list searches and pages like it.
 */
export function ConnectionLists() {
  const [params] = useSearchParams()
  const current = params.get('connection')
  return (
    <nav aria-label={t('connections.listsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {LISTS.map(({ list, label }) => (
          <li key={list}>
            <Link
              to={connectionListHref(list)}
              aria-current={current === list ? 'page' : undefined}
              className={
                'inline-flex min-h-11 items-center rounded-full border border-zinc-500 px-4 text-sm font-semibold text-zinc-900 ' +
                'hover:bg-zinc-100 aria-[current=page]:border-transparent aria-[current=page]:bg-school aria-[current=page]:text-on-school ' +
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
                'dark:border-zinc-400 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'
              }
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
