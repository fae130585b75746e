import { ButtonLink } from '../../components/button-link.tsx'
import { Icon } from '../../components/icon.tsx'
import { t, type PlainMessageKey } from '../../lib/i18n/t.ts'
import { useSchool } from '../../lib/school/school.ts'

/**
 * A section the school switched off (issue 14): a page that says so and leads home, not a
 * 404, so a bookmark or a shared link explains itself.
 */
export function SectionOff({ title }: { title: PlainMessageKey | undefined }) {
  const school = useSchool()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-14 text-center md:py-20">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-3xl bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
      >
        <Icon name="sliders" className="size-10" />
      </span>
      <p className="mt-8 rounded-full bg-zinc-200 px-3 py-1 text-xs font-semibold tracking-wider text-zinc-800 uppercase dark:bg-zinc-800 dark:text-zinc-200">
        {t('section.offBadge')}
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance text-zinc-900 dark:text-zinc-50">
        {t('section.offTitle', { section: title ? t(title) : '' })}
      </h1>
      <p className="mt-3 text-lg text-pretty text-zinc-700 dark:text-zinc-300">
        {t('section.offBody', { school: school.name })}
      </p>
      <ButtonLink to="/" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </div>
  )
}
