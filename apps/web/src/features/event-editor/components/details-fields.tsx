import { EVENT_CATEGORIES } from '@quad/shared'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { ImagePicker } from '../../../components/image-picker.tsx'
import { Field, InputField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'

interface DetailsFieldsProps {
  form: EventFormApi
  cover: { current: string | null; file: File | null; onChange: (file: File | null) => void }
}

/** Cover, category, tags, places (blank: unlimited) and whether visitors see it. */
export function DetailsFields({ form, cover }: DetailsFieldsProps) {
  const { values, errors, set } = form
  return (
    <FormPart title={t('eventEditor.details')}>
      <ImagePicker
        label={t('eventEditor.cover')}
        previewAlt={t('eventEditor.coverPreview')}
        hint={t('eventEditor.coverHint')}
        shape="wide"
        {...cover}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('eventEditor.category')} error={errors['category']}>
          {(control) => (
            <select
              {...control}
              data-field="category"
              value={values.category}
              onChange={(event) => {
                const category = EVENT_CATEGORIES.find((c) => c === event.target.value)
                set('category', category ?? '')
              }}
              className={fieldControlClass}
            >
              <option value="">{t('eventEditor.categoryNone')}</option>
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`eventEditor.category.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          label={t('eventEditor.capacity')}
          hint={t('eventEditor.capacityHint')}
          error={errors['capacity']}
          data-field="capacity"
          inputMode="numeric"
          value={values.capacity}
          onChange={(event) => {
            set('capacity', event.target.value)
          }}
        />
      </div>
      <InputField
        label={t('eventEditor.tags')}
        hint={t('eventEditor.tagsHint')}
        error={
          errors['tags'] ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]
        }
        data-field="tags"
        value={values.tags}
        onChange={(event) => {
          set('tags', event.target.value)
        }}
      />
      <SwitchField
        field="public"
        label={t('eventEditor.public')}
        description={t('eventEditor.publicHint')}
        checked={values.public}
        onChange={(on) => {
          set('public', on)
        }}
      />
    </FormPart>
  )
}
