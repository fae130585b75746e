import { REPORT_HIDE_THRESHOLD_MAX } from '@quad/shared'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'

/**
 * The feed's switches (issue 16): whether students post to the school feed (staff and
 * admins always may), and how many distinct students' reports hide a post or comment
 * until a moderator reviews it.
 */
export function FeedCard({
  values,
  errors,
  onChange,
}: {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}) {
  const feed = values.feed
  return (
    <SettingsCard id="feed" title={t('adminSchool.feedTitle')}>
      <SwitchField
        label={t('adminSchool.studentsPost')}
        description={t('adminSchool.studentsPostHint')}
        field="feed.students_post"
        checked={feed.students_post}
        onChange={(on) => onChange({ feed: { ...feed, students_post: on } })}
      />
      <FormField
        className="sm:w-56"
        type="number"
        inputMode="numeric"
        min={1}
        max={REPORT_HIDE_THRESHOLD_MAX}
        label={t('adminSchool.reportThreshold')}
        hint={t('adminSchool.reportThresholdHint')}
        field="feed.report_threshold"
        value={Number.isNaN(feed.report_threshold) ? '' : feed.report_threshold}
        error={errors['feed.report_threshold']}
        onChange={(event) =>
          onChange({ feed: { ...feed, report_threshold: event.target.valueAsNumber } })
        }
      />
    </SettingsCard>
  )
}
