import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'

interface EditorFrameProps {
  title: string
  back: { to: string; label: string }
  children: ReactNode
}

/** The editor's page: a way back, its heading and intro, then the form (or its state). */
export function EditorFrame({ title, back, children }: EditorFrameProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pt-6 pb-24 md:px-8 md:pt-8">
      <p>
        <Link to={back.to} className={`text-sm font-semibold ${textLinkClass}`}>
          ← {back.label}
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('eventEditor.intro')}</p>
      </header>
      {children}
    </div>
  )
}
