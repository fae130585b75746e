import { PRIVATE_FIELDS, type ErrorIssue, type PrivateField } from '@quad/shared'
import { TAG_FIELDS, TEXT_FIELDS, type ProfileFormValues } from './profile-form.ts'

/** Every place the form can show an error: its fields, and each visibility control. */
export type FormFieldName =
  Exclude<keyof ProfileFormValues, 'visibility'> | `visibility.${PrivateField}`

export type FieldErrors = Partial<Record<FormFieldName, string>>

/** The ProfileUpdate names that the form edits under another name. */
const RENAMED: Record<string, FormFieldName> = {
  currentAddress: 'addressLines',
  directoryOptOut: 'showInDirectory',
}
const SAME_NAME: readonly string[] = [
  ...TEXT_FIELDS,
  ...TAG_FIELDS,
  'yearOfGraduation',
  'bio',
  'visitableProfile',
]

function isFormField(name: string): name is FormFieldName {
  return SAME_NAME.includes(name)
}

function isPrivateField(name: string): name is PrivateField {
  return PRIVATE_FIELDS.some((field) => field === name)
}

/**
 * A 400's issue path (spec 7-8 errors: `body.bio`, `body.languages.3`,
 * `body.fieldVisibility.interests`) → the form field that shows it; null when no field does.
 */
export function fieldForIssue(path: string): FormFieldName | null {
  const [scope, name = '', sub = ''] = path.split('.')
  if (scope !== 'body') return null
  if (name === 'fieldVisibility') return isPrivateField(sub) ? `visibility.${sub}` : null
  const renamed = RENAMED[name]
  if (renamed) return renamed
  return isFormField(name) ? name : null
}

export interface MappedIssues<Field extends string = FormFieldName> {
  fields: Partial<Record<Field, string>>
  /** Issues no field can show: the form lists them above the Save button. */
  other: string[]
}

/** A 400's issues on the fields `fieldOf` finds for their paths (each form has its own). */
export function mapIssuesTo<Field extends string>(
  issues: readonly ErrorIssue[],
  fieldOf: (path: string) => Field | null,
): MappedIssues<Field> {
  const fields: Partial<Record<Field, string>> = {}
  const other: string[] = []
  for (const issue of issues) {
    const field = fieldOf(issue.path)
    if (field === null) other.push(issue.message)
    // The first message per field is the one to fix first; later ones repeat it.
    else fields[field] ??= issue.message
  }
  return { fields, other }
}

/** The profile form's mapping. */
export function mapIssues(issues: readonly ErrorIssue[]): MappedIssues {
  return mapIssuesTo(issues, fieldForIssue)
}

/** The form's order, so focus goes to the first error the owner would reach. */
export function firstErrorField<Field extends string>(
  errors: Partial<Record<Field, string>>,
  order: readonly Field[],
): Field | null {
  return order.find((field) => errors[field] !== undefined) ?? null
}
