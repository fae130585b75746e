import { useLocation } from 'react-router'
import { loginHref } from '../../../lib/session/login-href.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ButtonLink } from '../../../components/button-link.tsx'
import { useSchool } from '../../../lib/school/school.ts'
import { SubscribeButton } from './subscribe-dialog.tsx'

/** The page's heading and intro; Subscribe for a student, Sign in for a visitor. */
export function CalendarHeader({ isVisitor }: { isVisitor: boolean }) {
  const location = useLocation()
  const school = useSchool()
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('calendar.title')}
        </h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          {isVisitor ? t('calendar.visitorIntro', { school: school.name }) : t('calendar.intro')}
        </p>
      </div>
      {isVisitor ? (
        <ButtonLink to={loginHref(location)}>{t('calendar.signIn')}</ButtonLink>
      ) : (
        <SubscribeButton />
      )}
    </div>
  )
}
