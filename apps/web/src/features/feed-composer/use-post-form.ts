import { useState } from 'react'
import { schemaErrors, serverErrors, type FormErrors } from '../../lib/form-errors.ts'
import { friendlier } from './draft.ts'

/** The fields in the form's order: focus goes to the first one with an error. */
const FIELD_ORDER = ['title', 'body', 'fileIds', 'poll', 'sharedToSchool', 'form']

function focusFirstError(root: HTMLElement | null, errors: FormErrors): void {
  const keys = Object.keys(errors)
  const rank = (key: string) => FIELD_ORDER.findIndex((field) => key.split('.')[0] === field)
  const first = keys.sort((a, b) => rank(a) - rank(b))[0]
  if (!first || !root) return
  const target =
    root.querySelector<HTMLElement>(`[data-field="${first}"]`) ??
    root.querySelector<HTMLElement>(`[data-field="${first.split('.')[0] ?? ''}"]`)
  target?.focus()
}

/**
 * A post's values and errors: the shared schema's (and the draft's own rules) before
 * sending, the server's 400 on the same fields after; focus goes to the first.
 */
export function usePostForm<Values>(initial: Values, root: () => HTMLElement | null) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const show = (found: FormErrors) => {
    setErrors(found)
    queueMicrotask(() => {
      focusFirstError(root(), found)
    })
  }
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
  }
  /** True when `body` passes `schema` and `more` holds nothing; else the errors show. */
  const check = (schema: Parameters<typeof schemaErrors>[0], body: unknown, more: FormErrors) => {
    const found = { ...friendlier(schemaErrors(schema, body)), ...more }
    show(found)
    return Object.keys(found).length === 0
  }
  return {
    values,
    errors,
    set,
    check,
    fail: (error: unknown) => {
      show(serverErrors(error))
    },
    reset: () => {
      setValues(initial)
      setErrors({})
    },
  }
}

export type PostFormApi<Values> = ReturnType<typeof usePostForm<Values>>
