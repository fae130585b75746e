import type { ReactNode } from 'react'
import { t } from '../lib/i18n/t.ts'
import { ButtonLink } from './button-link.tsx'
import { Icon } from './icon.tsx'
import type { IconName } from './icon-paths.tsx'

interface SectionPlaceholderProps {
  icon: IconName
  title: string
  body: string
  /** Extra lines under the description, e.g. what the URL asked for. */
  children?: ReactNode
}

/**
 * A section whose content arrives in a later issue: a real page that says what will be
 * here and offers a way on, never a blank screen (issue 3). The illustration is CSS and an
 * inline icon, tinted with the school colour.
 */
export function SectionPlaceholder({ icon, title, body, children }: SectionPlaceholderProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-14 text-center md:py-20">
      <div aria-hidden="true" className="relative grid size-32 place-items-center">
        <span className="absolute inset-2 rotate-12 rounded-[2rem] bg-school opacity-15" />
        <span className="absolute inset-2 -rotate-6 rounded-[2rem] bg-school opacity-25" />
        <span className="relative grid size-20 place-items-center rounded-3xl bg-school text-on-school shadow-lg ring-4 ring-white dark:ring-zinc-950">
          <Icon name={icon} className="size-10" />
        </span>
      </div>
      <p className="mt-8 rounded-full bg-zinc-200 px-3 py-1 text-xs font-semibold tracking-wider text-zinc-800 uppercase dark:bg-zinc-800 dark:text-zinc-200">
        {t('section.comingSoon')}
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance text-zinc-900 dark:text-zinc-50">
        {title}
      </h1>
      <p className="mt-3 text-lg text-pretty text-zinc-700 dark:text-zinc-300">{body}</p>
      {children}
      <ButtonLink to="/" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </div>
  )
}
