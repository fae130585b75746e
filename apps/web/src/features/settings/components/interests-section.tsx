import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import { suggestionsQuery } from '../api.ts'
import { TAG_FIELDS, type TagField } from '../profile-form.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { FormSection } from '../../../components/form-section.tsx'
import { TagInput } from './tag-input.tsx'
import { VisibilitySelect } from './visibility-select.tsx'

/** The card's headings (spec 2), so the owner recognises each list. */
const LABELS: Record<TagField, PlainMessageKey> = {
  languages: 'settings.languages',
  lookingFor: 'settings.lookingFor',
  industries: 'settings.industries',
  interests: 'settings.interests',
  sports: 'settings.sports',
}

/** Each list is its own privacy group: its tags, then who sees them. */
export function InterestsSection({ form }: { form: ProfileFormApi }) {
  const { values, errors, set, setVisibility } = form
  // Suggestions are a convenience: while they load, or if they fail, free entry still works.
  const { data: suggestions } = useQuery(suggestionsQuery)
  return (
    <FormSection id="interests" title={t('settings.interestsTitle')}>
      {TAG_FIELDS.map((field, index) => (
        <Fragment key={field}>
          {index > 0 ? <hr className="border-zinc-200 dark:border-zinc-800" /> : null}
          <div className="flex flex-col gap-3">
            <TagInput
              label={t(LABELS[field])}
              field={field}
              values={values[field]}
              onChange={(tags) => {
                set(field, tags)
              }}
              suggestions={suggestions?.[field] ?? []}
              error={errors[field]}
            />
            <VisibilitySelect
              group={field}
              value={values.visibility[field]}
              onChange={(value) => {
                setVisibility(field, value)
              }}
              error={errors[`visibility.${field}`]}
            />
          </div>
        </Fragment>
      ))}
    </FormSection>
  )
}
