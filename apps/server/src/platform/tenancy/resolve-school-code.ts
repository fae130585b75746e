import { SCHOOL_CODE_PATTERN } from '@quad/shared'

/**
 * architecture.md "Tenancy": `{code}.{BASE_DOMAIN}`, or `{code}.localhost` in
 * development; any other host gets the default school.
 */
export function schoolCodeFromHost(
  hostHeader: string | undefined,
  baseDomain: string | undefined,
  defaultSchool: string,
): string {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  for (const suffix of [baseDomain, 'localhost']) {
    if (!suffix || !host.endsWith(`.${suffix}`)) continue
    const label = host.slice(0, -(suffix.length + 1))
    if (SCHOOL_CODE_PATTERN.test(label)) return label
  }
  return defaultSchool
}
