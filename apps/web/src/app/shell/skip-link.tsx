import { t } from '../../lib/i18n/t.ts'

/**
 * WCAG 2.4.1: the first focusable element jumps past the bars to the content. Focus is
 * moved by hand: following "#main" would change the URL and the router would treat it
 * as a navigation.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault()
        document.getElementById('main')?.focus()
      }}
      className={
        'sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-zinc-900 shadow-lg ' +
        'focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-offset-2 focus:outline-focus ' +
        'dark:bg-zinc-900 dark:text-zinc-50 dark:focus:outline-white'
      }
    >
      {t('shell.skipToContent')}
    </a>
  )
}
