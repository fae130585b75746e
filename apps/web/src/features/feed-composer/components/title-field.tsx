import { POST_TITLE_MAX } from '@quad/shared'
import { InputField } from '../../../components/labelled-fields.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface TitleFieldProps {
  value: string
  error: string | undefined
  onChange: (title: string) => void
}

/** A forum thread's title (issue 16 item 1), in the composer and the editor. */
export function TitleField({ value, error, onChange }: TitleFieldProps) {
  return (
    <InputField
      label={t('feedComposer.title')}
      data-field="title"
      maxLength={POST_TITLE_MAX}
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value)
      }}
    />
  )
}
