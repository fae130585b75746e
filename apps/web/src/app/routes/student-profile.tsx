import { useSearchParams } from 'react-router'
import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../i18n/t.ts'

/** Spec 2 /student_profile?uid={uid}: the full profile page, built with the profile issue. */
export function Component() {
  const [searchParams] = useSearchParams()
  const uid = searchParams.get('uid')
  return (
    <SectionPlaceholder
      icon="user"
      title={t('profile.title')}
      body={uid ? t('profile.bodyFor', { uid }) : t('profile.body')}
    />
  )
}
