import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, type Club } from '@quad/shared'
import { InputField } from '../../../components/labelled-fields.tsx'
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'
import { OwnerField } from './owner-field.tsx'

interface BasicsFieldsProps {
  form: EventFormApi
  clubs: readonly Club[]
  canRunSchoolEvents: boolean
  /** Who runs an event is chosen once: the server keeps it (UpdateEventBody has no club). */
  isNew: boolean
}

/** Who runs it, its title and its description (rich text, sanitised by the server). */
export function BasicsFields({ form, clubs, canRunSchoolEvents, isNew }: BasicsFieldsProps) {
  const { values, errors, set } = form
  const length = values.description.length
  return (
    <FormPart title={t('eventEditor.formLabel')}>
      {isNew ? (
        <OwnerField form={form} clubs={clubs} canRunSchoolEvents={canRunSchoolEvents} />
      ) : null}
      <InputField
        label={t('eventEditor.title')}
        error={errors['title']}
        data-field="title"
        required
        maxLength={EVENT_TITLE_MAX}
        value={values.title}
        onChange={(event) => {
          set('title', event.target.value)
        }}
      />
      <RichTextEditor
        label={t('eventEditor.description')}
        hint={t('eventEditor.descriptionHint')}
        toolbarLabel={t('eventEditor.descriptionToolbar')}
        countText={t('eventEditor.descriptionCount', {
          count: formatNumber(length),
          max: formatNumber(EVENT_DESCRIPTION_MAX),
        })}
        isOverLimit={length > EVENT_DESCRIPTION_MAX}
        field="description"
        initialHtml={values.description}
        error={errors['description']}
        onChange={(html) => {
          set('description', html)
        }}
      />
    </FormPart>
  )
}
