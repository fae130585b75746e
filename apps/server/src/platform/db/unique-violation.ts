const UNIQUE_VIOLATION = '23505'

/** Whether a database error (or Drizzle's wrapper of one) is a unique index refusing a row. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === UNIQUE_VIOLATION
  )
}
