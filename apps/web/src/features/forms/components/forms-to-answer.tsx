import '../messages.ts'
import type { FormSummary } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { ButtonLink } from '../../../components/button-link.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { myFormsQuery } from '../api.ts'
import { audienceText } from './club-forms.tsx'

/**
 * Forms open to the viewer, each with "Answer" (or "Answered", or "Answer again" where
 * many answers are taken), its club and who it goes to.
 */
export function FormsToAnswerList({
  forms,
  hrefOf,
}: {
  forms: readonly FormSummary[]
  hrefOf: (form: FormSummary) => string
}) {
  return (
    <ul className="flex flex-col gap-3">
      {forms.map((form) => {
        const done = form.viewerResponses > 0 && form.responsesPerPerson === 'one'
        return (
          <li
            key={form.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-300 p-4 dark:border-zinc-700"
          >
            <div className="flex flex-col">
              <span className="font-semibold">{form.title}</span>
              <span className="text-sm text-zinc-700 dark:text-zinc-300">
                {[form.clubName, audienceText(form)].filter(Boolean).join(' · ')}
              </span>
            </div>
            {done ? (
              <span className="font-medium">{t('forms.answered')}</span>
            ) : (
              <ButtonLink
                to={hrefOf(form)}
                aria-label={
                  form.viewerResponses > 0
                    ? t('forms.answerAgainNamed', { title: form.title })
                    : t('forms.answerNamed', { title: form.title })
                }
              >
                {form.viewerResponses > 0 ? t('forms.answerAgain') : t('forms.answer')}
              </ButtonLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The club's forms open to the viewer, on its page (issue 37 item 1): members, an event's
 * guests, or everyone, as each form says. Nothing when there is none.
 */
export function ClubFormsToAnswer({ clubId, pageHref }: { clubId: string; pageHref: string }) {
  const forms = useQuery(myFormsQuery)
  const mine = (forms.data?.items ?? []).filter((form) => form.clubId === clubId)
  if (mine.length === 0) return null
  return (
    <section aria-labelledby="club-forms-to-answer" className="mt-8 flex flex-col gap-3">
      <h2 id="club-forms-to-answer" className="text-xl font-semibold">
        {t('forms.toAnswer')}
      </h2>
      <FormsToAnswerList
        forms={mine}
        hrefOf={(form) => `${pageHref}/forms/${encodeURIComponent(form.id)}`}
      />
    </section>
  )
}

export default ClubFormsToAnswer
