import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type SubmitEvent,
} from 'react'
import { Link, useNavigate } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'
// Not the feature's index: that brings the search page and its strings into the first screen.
import { searchPageHref } from '../../features/search/hit-href.ts'
import type { SearchKeys } from '../../features/search/components/search-popup.tsx'

const ON_SCHOOL_FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-school'

/** The list's code, fetched when the box is first used (hover, focus or a key). */
const loadPopup = () => import('../../features/search/components/search-popup.tsx')
const SearchPopup = lazy(loadPopup)

/**
 * The top bar's search (spec 2 hides it; decision 004 shows it; issue 36 item 1 makes it
 * one search for everything): a combobox from md up whose list (lazy) shows each kind's
 * first hits, "See all", and recent searches; Enter with nothing chosen opens the search
 * page. On a phone an icon that opens the search page, where the field has room.
 */
export function SearchBox({ uid }: { uid: string | null }) {
  const id = useId()
  const listId = `${id}-list`
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [active, setActive] = useState<string | null>(null)
  const keysRef = useRef<SearchKeys | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const want = () => {
    void loadPopup()
    setWanted(true)
  }
  const done = useCallback(() => {
    setQ('')
    setActive(null)
    setOpen(false)
    input.current?.blur()
  }, [])

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = q.trim()
    if (!text) return
    done()
    void navigate(searchPageHref(text))
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (open) event.preventDefault()
      setOpen(false)
      return
    }
    if (!open && event.key === 'ArrowDown') setOpen(true)
    if (open && keysRef.current?.(event)) event.preventDefault()
  }

  const shown = open && wanted && uid !== null
  return (
    <>
      <form
        method="post"
        role="search"
        onSubmit={handleSubmit}
        className="relative hidden w-full max-w-md md:block"
      >
        <label htmlFor={id} className="sr-only">
          {t('shell.search')}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
        />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={shown && active ? active : undefined}
          autoComplete="off"
          value={q}
          placeholder={t('shell.searchPlaceholder')}
          onPointerEnter={want}
          onFocus={() => {
            want()
            setOpen(true)
          }}
          onBlur={() => {
            setOpen(false)
          }}
          onChange={(event) => {
            want()
            setQ(event.target.value)
            setActive(null)
            setOpen(true)
          }}
          onKeyDown={handleKeyDown}
          className={
            'h-10 w-full rounded-full border-0 bg-white pr-4 pl-10 text-base text-zinc-900 shadow-sm placeholder:text-zinc-600 ' +
            'dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 ' +
            ON_SCHOOL_FOCUS
          }
        />
        {shown ? (
          <Suspense fallback={null}>
            <SearchPopup
              id={listId}
              q={q}
              uid={uid}
              keysRef={keysRef}
              activeId={active}
              onActive={setActive}
              onDone={done}
            />
          </Suspense>
        ) : null}
      </form>
      <Link
        to="/search"
        aria-label={t('shell.search')}
        className={`grid size-11 place-items-center rounded-full hover:bg-on-school/10 md:hidden ${ON_SCHOOL_FOCUS}`}
      >
        <Icon name="search" />
      </Link>
    </>
  )
}
