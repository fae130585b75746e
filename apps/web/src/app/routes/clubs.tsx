import { useParams } from 'react-router'
import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../i18n/t.ts'
import { hubParam } from './hub-params.ts'

/** Spec 2 /{hubId}/{hubMenuId}/clubs, the club section; public in share mode. */
export function Component() {
  const params = useParams()
  const hub = hubParam(params['hubId'])
  const menu = hubParam(params['hubMenuId'])
  return (
    <SectionPlaceholder icon="flag" title={t('clubs.title')} body={t('clubs.body')}>
      {hub !== null || menu !== null ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          {t('clubs.inHub', { hub: hub ?? '—', menu: menu ?? '—' })}
        </p>
      ) : null}
    </SectionPlaceholder>
  )
}
