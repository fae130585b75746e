import type { ReactNode } from 'react'
import { SubPageFrame } from '../../../components/sub-page-frame.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { AdminSection } from '../admin-sections.ts'

interface AdminFrameProps {
  schoolName: string
  /** The pages this user may open (never one they may not). */
  sections: readonly AdminSection[]
  children: ReactNode
}

/** /admin: the console's title, the pages this user may open, and the open page. */
export function AdminFrame({ schoolName, sections, children }: AdminFrameProps) {
  return (
    <SubPageFrame
      title={t('admin.title')}
      intro={t('admin.intro', { school: schoolName })}
      navLabel={t('admin.navLabel')}
      pages={sections.map((section) => ({ to: `/admin/${section.path}`, label: t(section.label) }))}
      width="wide"
    >
      {children}
    </SubPageFrame>
  )
}
