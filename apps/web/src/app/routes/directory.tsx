import { useSearchParams } from 'react-router'
import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../i18n/t.ts'

/** Spec 2 /directory; the search and list arrive with the directory issue. */
export function Component() {
  const [searchParams] = useSearchParams()
  const query = searchParams.get('q')?.trim()
  return (
    <SectionPlaceholder icon="users" title={t('directory.title')} body={t('directory.body')}>
      {query ? (
        <p className="mt-3 text-zinc-700 dark:text-zinc-300">
          {t('directory.searchingFor', { query })}
        </p>
      ) : null}
    </SectionPlaceholder>
  )
}
