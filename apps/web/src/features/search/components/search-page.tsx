import { SEARCH_KINDS, SearchKind, SearchText } from '@quad/shared'
import { useState } from 'react'
import { Link } from 'react-router'
import { SearchField } from '../../../components/search-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts'
import { searchPageHref } from '../hit-href.ts'
import { forgetSearches, recentSearches, rememberSearch } from '../recent-searches.ts'
import { GroupedResults, KindResults } from './search-results.tsx'
import '../messages.ts'

const tabClass =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ' +
  'text-zinc-800 hover:bg-zinc-200 aria-[current=page]:bg-zinc-900 aria-[current=page]:text-white ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'dark:text-zinc-200 dark:hover:bg-zinc-800 dark:aria-[current=page]:bg-zinc-50 dark:aria-[current=page]:text-zinc-900'

/**
 * `/search` (issue 36 item 1): the field, what to search (all, or one kind), and the
 * results — every kind's first hits with "See all", or one kind page by page. With nothing
 * typed, the student's recent searches. The phone's top bar opens it.
 */
export function SearchPage({ uid }: { uid: string }) {
  const { params, update } = useSearchParamsUpdate()
  const q = params.get('q')?.trim() ?? ''
  const kindParam = SearchKind.safeParse(params.get('kind'))
  const kind = kindParam.success ? kindParam.data : null
  const valid = SearchText.safeParse(q).success
  const [recent, setRecent] = useState(() => recentSearches(uid))
  const remember = () => {
    setRecent(rememberSearch(uid, q))
  }
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('search.title')}
      </h1>
      <div className="mt-5">
        <SearchField
          value={q}
          label={t('search.fieldLabel')}
          placeholder={t('shell.searchPlaceholder')}
          onSearch={(text) => {
            update(
              (previous) => {
                if (text) previous.set('q', text)
                else previous.delete('q')
                return previous
              },
              { replace: true },
            )
          }}
        />
      </div>
      {valid ? (
        <>
          <nav aria-label={t('search.kindsLabel')} className="-mx-4 mt-4 overflow-x-auto px-4">
            <ul className="flex gap-1">
              {[null, ...SEARCH_KINDS].map((each) => (
                <li key={each ?? 'all'}>
                  <Link
                    to={searchPageHref(q, each ?? undefined)}
                    replace
                    aria-current={each === kind ? 'page' : undefined}
                    className={tabClass}
                  >
                    {each ? t(`search.kind.${each}`) : t('search.all')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6">
            {kind ? (
              <KindResults key={`${q}|${kind}`} q={q} kind={kind} onOpen={remember} />
            ) : (
              <GroupedResults q={q} onOpen={remember} />
            )}
          </div>
        </>
      ) : (
        <div className="mt-6">
          {q ? (
            <p role="status" className="text-zinc-700 dark:text-zinc-300">
              {t('search.typeMore')}
            </p>
          ) : null}
          {!q && recent.length > 0 ? (
            <section aria-labelledby="search-recent">
              <div className="flex items-baseline justify-between gap-3">
                <h2
                  id="search-recent"
                  className="text-lg font-semibold text-zinc-900 dark:text-zinc-50"
                >
                  {t('search.recent')}
                </h2>
                <button
                  type="button"
                  onClick={() => {
                    setRecent(forgetSearches(uid))
                  }}
                  className="min-h-11 rounded px-2 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {t('search.clearRecent')}
                </button>
              </div>
              <ul className="mt-2 flex flex-wrap gap-2">
                {recent.map((text) => (
                  <li key={text}>
                    <Link
                      to={searchPageHref(text)}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-200 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-focus dark:bg-zinc-900 dark:text-zinc-50 dark:ring-zinc-800"
                    >
                      {text}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </div>
  )
}
