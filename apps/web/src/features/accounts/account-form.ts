import type { ErrorIssue } from '@quad/shared'
import { useRef, useState } from 'react'
import * as z from 'zod/mini'
import { isHttpError } from '../../lib/http/http.ts'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** What a field says for a refusal of the shared contract (by its zod code) or the server's. */
export type MessageFor<Field extends string> = (field: Field, code: string | undefined) => string

/**
 * The contract's refusals, one per field, in the form's words: the same schema the server
 * validates with (R1), so the form and the server never disagree.
 */
export function contractErrors<Field extends string>(
  schema: z.ZodMiniType,
  values: Record<Field, string>,
  fields: readonly Field[],
  messageFor: MessageFor<Field>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of z.safeParse(schema, values).error?.issues ?? []) {
    const field = fields.find((name) => name === issue.path[0])
    if (field) errors[field] ??= messageFor(field, issue.code)
  }
  return errors
}

/** A 400 or 409's issues (`body.email`) on the fields they name. */
export function serverErrors<Field extends string>(
  issues: readonly ErrorIssue[],
  fields: readonly Field[],
  messageFor: MessageFor<Field>,
  status: number,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of issues) {
    const field = fields.find((name) => issue.path === `body.${name}`)
    if (field) errors[field] ??= messageFor(field, status === 409 ? 'conflict' : undefined)
  }
  return errors
}

/**
 * An account form's state: values, errors on their fields (the first one focused), and
 * the server's field errors mapped back. `submit` runs `send` only when the contract passes.
 */
export function useAccountForm<Field extends string>(options: {
  schema: z.ZodMiniType
  initial: Record<Field, string>
  fields: readonly Field[]
  messageFor: MessageFor<Field>
}) {
  const { schema, fields, messageFor } = options
  const [values, setValues] = useState(options.initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const formRef = useRef<HTMLFormElement>(null)

  const show = (next: FieldErrors<Field>) => {
    setErrors(next)
    const first = fields.find((field) => next[field] !== undefined)
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
    return first !== undefined
  }
  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  /** Checks with the contract; true when it passes. */
  const check = () => !show(contractErrors(schema, values, fields, messageFor))
  /** A failed send: true when the server named one of the form's fields. */
  const fromServer = (error: unknown) => {
    const status = isHttpError(error, 400) ? 400 : isHttpError(error, 409) ? 409 : 0
    const issues = status && isHttpError(error) ? (error.body?.error.issues ?? []) : []
    return show(serverErrors(issues, fields, messageFor, status))
  }
  return { values, errors, formRef, set, check, fromServer }
}
