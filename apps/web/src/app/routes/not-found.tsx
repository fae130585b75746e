import { ButtonLink } from '../../components/button-link.tsx'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { t } from '../../lib/i18n/t.ts'

export function Component() {
  return (
    <CardPage banner={<SchoolBanner />}>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('error.notFoundTitle')}
      </h1>
      <p className="mt-2 mb-6 text-zinc-700 dark:text-zinc-300">{t('error.notFoundBody')}</p>
      <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
    </CardPage>
  )
}
