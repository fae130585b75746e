import { useId, useRef, useState, type ChangeEvent } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { Icon } from '../../../components/icon.tsx'
import { TAG_LENGTH_MAX, TAGS_MAX } from '../form-validation.ts'
import type { TagField } from '../profile-form.ts'
import { describedBy, FieldMessage } from '../../../components/field-message.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'

interface TagInputProps {
  label: string
  field: TagField
  values: string[]
  onChange: (values: string[]) => void
  /** The school's vocabulary (listing config); free entry is allowed too. */
  suggestions: readonly string[]
  error?: string | undefined
}

/** Picking from the datalist fires a plain `input` event, not a typed InputEvent. */
function isPickedSuggestion(event: ChangeEvent<HTMLInputElement>): boolean {
  const native = event.nativeEvent
  return !(native instanceof InputEvent) || native.inputType === 'insertReplacementText'
}

/** A list of short entries: type and press Enter (or pick a suggestion); each chip removes. */
export function TagInput({ label, field, values, onChange, suggestions, error }: TagInputProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const hint = t('settings.tagHint', { max: TAGS_MAX })
  const shownError = problem ?? error

  const add = (raw: string) => {
    const value = raw.trim()
    if (value === '') return
    setDraft('')
    setProblem(null)
    if (values.some((item) => item.toLowerCase() === value.toLowerCase())) return
    if (values.length >= TAGS_MAX) return setProblem(t('settings.tagLimit', { max: TAGS_MAX }))
    if (value.length > TAG_LENGTH_MAX) {
      setDraft(value)
      return setProblem(t('settings.tagTooLong', { max: TAG_LENGTH_MAX }))
    }
    onChange([...values, value])
  }
  const remove = (value: string) => {
    onChange(values.filter((item) => item !== value))
    setProblem(null)
    // The chip is gone: keep focus in the field rather than dropping it to the page.
    inputRef.current?.focus()
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex min-h-11 items-center rounded-full bg-zinc-100 pl-4 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50"
            >
              {value}
              <button
                type="button"
                aria-label={t('settings.tagRemove', { tag: value })}
                onClick={() => {
                  remove(value)
                }}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-700 dark:focus-visible:outline-white"
              >
                <Icon name="close" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          data-field={field}
          list={`${id}-suggestions`}
          value={draft}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hint, shownError ?? undefined)}
          onChange={(event) => {
            if (isPickedSuggestion(event) && suggestions.includes(event.target.value)) {
              add(event.target.value)
            } else setDraft(event.target.value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              // Enter adds the entry instead of submitting the whole form.
              event.preventDefault()
              add(draft)
            } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
              onChange(values.slice(0, -1))
            }
          }}
          className={fieldControlClass}
        />
        <Button variant="secondary" onClick={() => add(draft)} disabled={draft.trim() === ''}>
          {t('settings.tagAdd')}
        </Button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((suggestion) => !values.includes(suggestion))
          .map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
      </datalist>
      <FieldMessage {...ids} hint={hint} error={shownError ?? undefined} />
    </div>
  )
}
