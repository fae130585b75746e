import { SEARCH_TEXT_MIN, SearchText, type SearchKind } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { useDebouncedValue } from '../../../lib/debounce/use-debounced-value.ts'
import { t } from '../../../lib/i18n/t.ts'
import { searchQuery } from '../api.ts'
import { forgetSearches, recentSearches, rememberSearch } from '../recent-searches.ts'
import { HitContent } from './hit-content.tsx'
import { flatOptions, optionGroups, type SearchOption } from './search-options.ts'
import '../messages.ts'

/** What the box hands its list: the keys it does not handle itself, and how to close. */
export type SearchKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean

interface SearchPopupProps {
  /** The listbox's id (the box's `aria-controls`). */
  id: string
  q: string
  /** The student's uid: recent searches are kept per student on this device. */
  uid: string
  keysRef: RefObject<SearchKeys | null>
  /** The option shown active (the box's `aria-activedescendant`), and its setter. */
  activeId: string | null
  onActive: (optionId: string | null) => void
  /** A choice was made (the box empties and closes). */
  onDone: () => void
}

const kindLabel = (kind: SearchKind) => t(`search.kind.${kind}`)

/** A recent search, or the choice that clears them. */
const optionText = (option: SearchOption) =>
  option.type === 'recent' ? option.q : option.type === 'clear' ? t('search.clearRecent') : ''

/**
 * The top bar's list (issue 36 item 1; WAI-ARIA combobox with a listbox popup): each
 * kind's first hits with "See all", "Search for …", or the recent searches while nothing
 * is typed. The arrow keys move through it, Enter opens the one shown active, Escape (the
 * box's) closes. Loaded when the box is first used, so the shell's first screen stays small.
 */
export default function SearchPopup(props: SearchPopupProps) {
  const { id, q, uid, keysRef, activeId, onActive, onDone } = props
  const navigate = useNavigate()
  const text = useDebouncedValue(q.trim())
  const valid = SearchText.safeParse(text).success
  const [recent, setRecent] = useState(() => recentSearches(uid))
  const answer = useQuery({ ...searchQuery(text), enabled: valid })
  const shown = valid ? answer.data : undefined
  const { groups, page } = optionGroups(id, text, shown, q.trim() ? [] : recent)
  const options = flatOptions(groups, page)
  // An id no longer in the list (a newer answer without that hit) is none: Enter then
  // searches what was typed. The box is told, so its aria-activedescendant never names an
  // option that is gone, and what is shown chosen is what Enter opens.
  const activeIndex = options.findIndex((option) => option.id === activeId)
  const active = options[activeIndex] ?? null
  const gone = activeId !== null && activeIndex === -1
  useEffect(() => {
    if (gone) onActive(null)
  }, [gone, onActive])

  function choose(option: SearchOption) {
    if (option.href === null) {
      setRecent(forgetSearches(uid))
      return
    }
    const remembered = option.type === 'recent' ? option.q : text
    setRecent(rememberSearch(uid, remembered))
    onDone()
    void navigate(option.href)
  }

  const handleKey: SearchKeys = (event) => {
    const count = options.length
    const move = (to: number) => {
      onActive(options[(to + count) % count]?.id ?? null)
      return true
    }
    if (event.key === 'ArrowDown' && count) return move(activeIndex + 1)
    if (event.key === 'ArrowUp' && count) return move(activeIndex <= 0 ? -1 : activeIndex - 1)
    if (event.key === 'Enter' && active) {
      choose(active)
      return true
    }
    if (event.key === 'Enter' && valid) setRecent(rememberSearch(uid, text))
    return false
  }
  useEffect(() => {
    keysRef.current = handleKey
  })

  const status = !q.trim()
    ? null
    : q.trim().length < SEARCH_TEXT_MIN
      ? t('search.typeMore')
      : answer.isError
        ? t('search.failed')
        : !shown || text !== q.trim()
          ? t('search.searching')
          : shown.groups.length === 0
            ? t('search.nothing', { q: text })
            : null
  if (!status && options.length === 0) return null

  const optionProps = (option: SearchOption) => ({
    id: option.id,
    role: 'option' as const,
    'aria-selected': option.id === active?.id,
    // Keeps the focus in the box: the choice happens on click.
    onMouseDown: (event: { preventDefault: () => void }) => {
      event.preventDefault()
    },
    onClick: () => {
      choose(option)
    },
    className:
      'cursor-pointer rounded-lg px-3 py-2 text-left aria-selected:bg-zinc-100 hover:bg-zinc-50 dark:aria-selected:bg-zinc-800 dark:hover:bg-zinc-800/60',
  })

  return (
    <div className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[min(70vh,36rem)] overflow-y-auto rounded-2xl bg-white p-2 text-zinc-900 shadow-xl ring-1 ring-zinc-900/10 dark:bg-zinc-900 dark:text-zinc-50 dark:ring-white/10">
      {status ? (
        <p role="status" className="px-3 py-2 text-sm text-zinc-700 dark:text-zinc-300">
          {status}
        </p>
      ) : null}
      <div id={id} role="listbox" aria-label={t('search.title')}>
        {groups.map((group) => {
          const headingId = `${id}-${group.kind ?? 'recent'}-label`
          return (
            <div key={headingId} role="group" aria-labelledby={headingId} className="py-1">
              <div
                id={headingId}
                role="presentation"
                className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300"
              >
                {group.kind ? kindLabel(group.kind) : t('search.recent')}
              </div>
              {group.options.map((option) => (
                <div key={option.id} {...optionProps(option)}>
                  {option.type === 'hit' ? (
                    <HitContent hit={option.hit} />
                  ) : option.type === 'seeAll' ? (
                    <span className="text-sm font-medium underline underline-offset-2">
                      {t('search.seeAll', { kind: kindLabel(option.kind).toLowerCase() })}
                    </span>
                  ) : (
                    <span className="text-sm">{optionText(option)}</span>
                  )}
                </div>
              ))}
            </div>
          )
        })}
        {page ? (
          <div {...optionProps(page)}>
            <span className="text-sm font-medium">{t('search.searchFor', { q: page.q })}</span>
          </div>
        ) : null}
      </div>
    </div>
  )
}
