import type { ErrorIssue } from '@quad/shared'
import * as z from 'zod/mini'
import { isHttpError } from './http/http.ts'

export type FormErrors = Record<string, string>

/**
 * A form's errors by field, from the shared schema before sending (one schema checks
 * both sides): `additionalInfo.0.answer` stays whole so each question shows its own.
 */
export function schemaErrors(schema: z.ZodMiniType, value: unknown): FormErrors {
  const parsed = z.safeParse(schema, value)
  if (parsed.success) return {}
  return byField(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
}

/** The server's 400 on the same fields (`body.name` → `name`); other failures under `form`. */
export function serverErrors(error: unknown): FormErrors {
  const issues = isHttpError(error) ? (error.body?.error.issues ?? []) : []
  const fields = byField(
    issues
      .filter((issue) => issue.path.startsWith('body.'))
      .map((issue) => ({ ...issue, path: issue.path.slice('body.'.length) })),
  )
  if (Object.keys(fields).length > 0) return fields
  return { form: error instanceof Error ? error.message : String(error) }
}

function byField(issues: readonly ErrorIssue[]): FormErrors {
  const errors: FormErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.message
  return errors
}
