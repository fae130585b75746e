import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { SettingsNav } from './settings-nav.tsx'

/** Spec 2 /settings: the title, the sub-page navigation, and the open sub-page. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-4 sm:px-6 lg:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('settings.title')}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('settings.intro')}</p>
      <div className="mt-6 flex flex-col gap-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <SettingsNav />
        <div className="flex max-w-3xl min-w-0 flex-col gap-6">{children}</div>
      </div>
    </div>
  )
}
