import { useId, useState } from 'react'
import { t } from '../../lib/i18n/t.ts'
import { Button } from '../button.tsx'
import {
  fieldControlClass as controlClass,
  fieldErrorClass as errorClass,
  fieldLabelClass as labelClass,
} from '../field-styles.ts'
import { safeLinkUrl } from './rich-text.ts'

interface LinkFormProps {
  onAdd: (url: string) => void
  onCancel: () => void
}

/**
 * The link address, asked for inline rather than with window.prompt, so it is styled,
 * labelled and translatable. Not a form element: it sits inside the caller's form.
 */
export function LinkForm({ onAdd, onCancel }: LinkFormProps) {
  const id = useId()
  const [value, setValue] = useState('')
  const [isInvalid, setInvalid] = useState(false)
  const submit = () => {
    const url = safeLinkUrl(value)
    if (url === null) return setInvalid(true)
    onAdd(url)
  }
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800">
      <label htmlFor={id} className={labelClass}>
        {t('richText.linkAddress')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          autoFocus
          value={value}
          placeholder="https://"
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setInvalid(false)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              submit()
            } else if (event.key === 'Escape') {
              // Escape closes this, not the page's dialogs or the whole form.
              event.preventDefault()
              event.stopPropagation()
              onCancel()
            }
          }}
          className={`${controlClass} min-w-0 flex-1 basis-48`}
        />
        <Button onClick={submit}>{t('richText.linkAdd')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('richText.linkCancel')}
        </Button>
      </div>
      {isInvalid ? (
        <p id={`${id}-error`} className={errorClass}>
          {t('richText.linkInvalid')}
        </p>
      ) : null}
    </div>
  )
}
