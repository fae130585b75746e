import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx'
import { BIO_MAX } from '../form-validation.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { FormField } from '../../../components/form-field.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { VisibilitySelect } from './visibility-select.tsx'

interface AboutSectionProps {
  form: ProfileFormApi
  /** The bio to start the editor from (sanitised). */
  initialBio: string
}

/** Pronoun and class year are public in the school (contract); the bio has its own audience. */
export function AboutSection({ form, initialBio }: AboutSectionProps) {
  const { values, errors, set, setVisibility } = form
  return (
    <FormSection id="about" title={t('settings.aboutTitle')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('settings.pronoun')}
          field="genderPronoun"
          hint={t('settings.pronounHint')}
          value={values.genderPronoun}
          onChange={(value) => {
            set('genderPronoun', value)
          }}
          error={errors.genderPronoun}
          maxLength={40}
        />
        <FormField
          label={t('settings.classYear')}
          field="yearOfGraduation"
          hint={t('settings.classYearHint')}
          value={values.yearOfGraduation}
          onChange={(value) => {
            set('yearOfGraduation', value)
          }}
          error={errors.yearOfGraduation}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
      </div>
      <RichTextEditor
        label={t('settings.bio')}
        hint={t('settings.bioHint')}
        toolbarLabel={t('settings.bioToolbar')}
        countText={t('settings.bioCount', {
          count: formatNumber(values.bio.length),
          max: formatNumber(BIO_MAX),
        })}
        isOverLimit={values.bio.length > BIO_MAX}
        field="bio"
        initialHtml={initialBio}
        onChange={(html) => {
          set('bio', html)
        }}
        error={errors.bio}
      />
      <VisibilitySelect
        group="bio"
        value={values.visibility.bio}
        onChange={(value) => {
          setVisibility('bio', value)
        }}
        error={errors['visibility.bio']}
      />
    </FormSection>
  )
}
