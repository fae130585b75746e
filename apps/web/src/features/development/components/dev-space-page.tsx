import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'
import { developmentQuery } from '../api.ts'
import { DevSection } from './dev-section.tsx'
import { GoalsSection } from './goals-section.tsx'
import { RecordSection } from './record-section.tsx'
import { SkillsSection } from './skills-section.tsx'
import { SuggestionsSection } from './suggestions-section.tsx'

/**
 * Spec 2 /development, the Dev space (issue 36 item 5): the student's goals and skills,
 * events suggested for the open goals (and why), their transcript's summary and badges,
 * and where the rest of their record lives.
 */
export function DevSpacePage({ uid }: { uid: string }) {
  const answer = useQuery(developmentQuery)
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('development.title')}
      </h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('development.intro')}</p>
      <div className="mt-6 flex flex-col gap-6">
        {answer.isPending ? <p role="status">{t('development.loading')}</p> : null}
        {answer.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{t('development.failed')}</p>
            <Button onClick={() => void answer.refetch()}>{t('development.retry')}</Button>
          </div>
        ) : null}
        {answer.data ? (
          <>
            <GoalsSection goals={answer.data.goals} />
            <SuggestionsSection suggestions={answer.data.suggestions} />
            <SkillsSection skills={answer.data.skills} />
            <RecordSection />
            <DevSection id="more" title={t('development.more')}>
              <ul className="flex flex-col gap-2">
                <li>
                  <Link to="/settings/profile#experiences" className={textLinkClass}>
                    {t('development.experienceLink')}
                  </Link>
                </li>
                <li>
                  <Link to="/leaderboard" className={textLinkClass}>
                    {t('development.leaderboardLink')}
                  </Link>
                </li>
                <li>
                  <Link
                    to={`/student_profile?${new URLSearchParams({ uid }).toString()}`}
                    className={textLinkClass}
                  >
                    {t('development.profileLink')}
                  </Link>
                </li>
              </ul>
            </DevSection>
          </>
        ) : null}
      </div>
    </div>
  )
}
