import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { ListState } from './list-state.tsx'
import { myFormsQuery } from '../api.ts'
import { FormsToAnswerList } from './forms-to-answer.tsx'

/**
 * /forms (issue 37 item 1): every form open to the student, the school's and their
 * clubs', newest first; a club's opens on the club's pages, the school's at /forms/{id}.
 */
export function MyForms() {
  const forms = useQuery(myFormsQuery)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-24 md:px-8 md:pt-8">
      <h1 className="text-2xl font-bold">{t('forms.myTitle')}</h1>
      <p className="text-zinc-700 dark:text-zinc-300">{t('forms.myIntro')}</p>
      <ListState query={forms} />
      {forms.data?.items.length === 0 ? <p>{t('forms.myNone')}</p> : null}
      {forms.data && forms.data.items.length > 0 ? (
        <FormsToAnswerList
          forms={forms.data.items}
          hrefOf={(form) =>
            form.clubId === null
              ? `/forms/${encodeURIComponent(form.id)}`
              : `/_/_/clubs/${encodeURIComponent(form.clubId)}/forms/${encodeURIComponent(form.id)}`
          }
        />
      ) : null}
    </div>
  )
}
