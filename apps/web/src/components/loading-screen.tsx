import { t } from '../lib/i18n/t.ts'

/** Shown while the app loads the school and checks the session (spec 4 "App loading"). */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-white dark:bg-zinc-900">
      <div
        role="status"
        className="flex flex-col items-center gap-3 text-zinc-700 dark:text-zinc-300"
      >
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-zinc-300 border-t-school motion-reduce:animate-none"
        />
        <span>{t('app.loading')}</span>
      </div>
    </main>
  )
}
