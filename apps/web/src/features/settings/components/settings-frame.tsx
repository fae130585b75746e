import type { ReactNode } from 'react'
import { SubPageFrame } from '../../../components/sub-page-frame.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { SETTINGS_PAGE_LABELS, SETTINGS_PAGES, settingsHref } from '../settings-pages.ts'

/** Spec 2 /settings: the title, the sub-page navigation, and the open sub-page. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <SubPageFrame
      title={t('settings.title')}
      intro={t('settings.intro')}
      navLabel={t('settings.navLabel')}
      pages={SETTINGS_PAGES.map((page) => ({
        to: settingsHref(page),
        label: t(SETTINGS_PAGE_LABELS[page]),
      }))}
      width="form"
    >
      {children}
    </SubPageFrame>
  )
}
