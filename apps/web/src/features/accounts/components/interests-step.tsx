import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { suggestionsQuery, TagInput } from '../../settings/index.ts'

interface InterestsStepProps {
  values: string[]
  onChange: (values: string[]) => void
  error?: string | undefined
}

/** The welcome's interests: the profile's interests list, with the school's suggestions. */
export function InterestsStep({ values, onChange, error }: InterestsStepProps) {
  const { data: suggestions } = useQuery(suggestionsQuery)
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800">
      <TagInput
        label={t('accounts.interestsStep')}
        field="interests"
        values={values}
        onChange={onChange}
        suggestions={suggestions?.interests ?? []}
        error={error}
      />
    </div>
  )
}
