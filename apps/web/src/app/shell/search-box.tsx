import { useId, type SubmitEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'

const ON_SCHOOL_FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-school'

/**
 * The top bar's search (spec 2 hides it; decision 004 shows it). A full field from md up;
 * on a phone an icon that opens the directory, where the field has room.
 */
export function SearchBox() {
  const id = useId()
  const navigate = useNavigate()

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = new FormData(event.currentTarget).get('q')
    const text = typeof query === 'string' ? query.trim() : ''
    void navigate(text ? `/directory?q=${encodeURIComponent(text)}` : '/directory')
  }

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
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t('shell.searchPlaceholder')}
          className={
            'h-10 w-full rounded-full border-0 bg-white pr-4 pl-10 text-base text-zinc-900 shadow-sm placeholder:text-zinc-600 ' +
            'dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 ' +
            ON_SCHOOL_FOCUS
          }
        />
      </form>
      <Link
        to="/directory"
        aria-label={t('shell.search')}
        className={`grid size-11 place-items-center rounded-full hover:bg-on-school/10 md:hidden ${ON_SCHOOL_FOCUS}`}
      >
        <Icon name="search" />
      </Link>
    </>
  )
}
