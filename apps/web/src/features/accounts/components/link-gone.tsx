import { ButtonLink } from '../../../components/button-link.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface LinkGoneProps {
  /** Why and what to do, for this kind of link. */
  body: string
  /** Where a new link comes from (forgot password), when the student can ask for one. */
  askAgain?: string
}

/** A used or expired link: what happened and how to get a new one (issue 14). */
export function LinkGone({ body, askAgain }: LinkGoneProps) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('accounts.goneTitle')}
      </h1>
      <p className="mt-2 mb-6 text-zinc-700 dark:text-zinc-300">{body}</p>
      <div className="flex flex-wrap gap-3">
        {askAgain ? <ButtonLink to={askAgain}>{t('accounts.askAgain')}</ButtonLink> : null}
        <ButtonLink to="/login" variant={askAgain ? 'secondary' : 'primary'}>
          {t('accounts.signIn')}
        </ButtonLink>
      </div>
    </>
  )
}
