import { SchoolAdminPatch, type ErrorIssue, type SchoolAdmin } from '@quad/shared'

/** What the one form edits: the settings without the images, which upload on their own. */
export type SchoolFormValues = Omit<SchoolAdmin, 'logo_url' | 'favicon_url'>
/** A field's path, as the schema names it: `name`, `menu_links.jobs`, `hubs.1.id`. */
export type SchoolFormErrors = Record<string, string>

export function formValuesOf(school: SchoolAdmin): SchoolFormValues {
  const { logo_url: _logo, favicon_url: _favicon, ...values } = school
  return values
}

/** An emptied link field leaves its entry out of the menu (the menu drops it). */
function withoutEmptyLinks(values: SchoolFormValues): SchoolFormValues {
  const links = Object.entries(values.menu_links).filter(([, url]) => url && url.trim() !== '')
  return { ...values, menu_links: Object.fromEntries(links) }
}

/** Only what changed goes in the PATCH, so the audit log names just that. */
export function patchOf(saved: SchoolFormValues, edited: SchoolFormValues): SchoolAdminPatch {
  const clean = withoutEmptyLinks(edited)
  const patch: Record<string, unknown> = {}
  for (const key of Object.keys(clean) as (keyof SchoolFormValues)[]) {
    if (JSON.stringify(clean[key]) !== JSON.stringify(saved[key])) patch[key] = clean[key]
  }
  return patch
}

export const isDirty = (saved: SchoolFormValues, edited: SchoolFormValues) =>
  Object.keys(patchOf(saved, edited)).length > 0

/** The shared schema's verdict on a patch, by field path: the same rules the server applies. */
export function validatePatch(patch: SchoolAdminPatch): SchoolFormErrors {
  const result = SchoolAdminPatch.safeParse(patch)
  if (result.success) return {}
  return errorsByPath(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  )
}

/** A 400's issues (`body.menu_links.jobs`) keyed like the form's fields. */
export function errorsByPath(issues: readonly ErrorIssue[]): SchoolFormErrors {
  const errors: SchoolFormErrors = {}
  for (const issue of issues) errors[issue.path.replace(/^body\./, '')] ??= issue.message
  return errors
}
