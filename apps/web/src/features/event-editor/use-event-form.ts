import { useState } from 'react'
import { schemaErrors, serverErrors, type FormErrors } from '../../lib/form-errors.ts'
import { t } from '../../lib/i18n/t.ts'
import type { EventFormValues } from './form-values.ts'

/** The fields in the form's order: focus goes to the first one with an error. */
export const FIELD_ORDER = [
  'clubId',
  'title',
  'description',
  'localStart',
  'localEnd',
  'timeZone',
  'recurrence',
  'location',
  'roomId',
  'onlineUrl',
  'category',
  'tags',
  'capacity',
  'questions',
] as const

/*
 * The shared schema's own words ("Invalid input") say little to an officer: the fields a
 * student most often leaves wrong get a sentence that says what to do. The server's 400s
 * keep their own messages.
 */
function friendlier(errors: FormErrors): FormErrors {
  const words: Record<string, string> = {
    title: t('eventEditor.titleMissing'),
    localStart: t('eventEditor.startMissing'),
    localEnd: t('eventEditor.endMissing'),
    capacity: t('eventEditor.capacityInvalid'),
  }
  return Object.fromEntries(
    Object.keys(errors).map((key) => [
      key,
      words[key] ??
        (/^questions\.\d+\.label$/.test(key)
          ? t('eventEditor.questionLabelMissing')
          : (errors[key] ?? '')),
    ]),
  )
}

function focusFirstError(errors: FormErrors): void {
  const keys = Object.keys(errors)
  const first = FIELD_ORDER.find((field) =>
    keys.some((key) => key === field || key.startsWith(`${field}.`)),
  )
  const key = first ? (keys.find((k) => k === first || k.startsWith(`${first}.`)) ?? first) : null
  const target = key ? document.querySelector<HTMLElement>(`[data-field="${key}"]`) : null
  // A question's own field (questions.1.label) or, failing that, its section.
  ;(target ?? document.querySelector<HTMLElement>(`[data-field="${first ?? ''}"]`))?.focus()
}

/**
 * The editor's values, whether they differ from what was loaded, and its errors: the
 * shared schema's before sending, the server's 400 on the same fields after.
 */
export function useEventForm(initial: EventFormValues) {
  const [values, setValues] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
  }
  /** True when `body` passes `schema`; otherwise the errors show and focus moves to the first. */
  const check = (schema: Parameters<typeof schemaErrors>[0], body: unknown): boolean => {
    const found = friendlier(schemaErrors(schema, body))
    setErrors(found)
    if (Object.keys(found).length === 0) return true
    queueMicrotask(() => {
      focusFirstError(found)
    })
    return false
  }
  const fail = (error: unknown) => {
    const found = serverErrors(error)
    setErrors(found)
    queueMicrotask(() => {
      focusFirstError(found)
    })
  }
  return {
    values,
    errors,
    set,
    check,
    fail,
    isDirty: JSON.stringify(values) !== JSON.stringify(saved),
    /** After a save: what is on screen is what the server has. */
    markSaved: () => {
      setSaved(values)
    },
  }
}

export type EventFormApi = ReturnType<typeof useEventForm>
