/** PostgreSQL's SQLSTATE codes this server acts on. */
const UNIQUE_VIOLATION = '23505'
const EXCLUSION_VIOLATION = '23P01'
const DEADLOCK_DETECTED = '40P01'
const SERIALIZATION_FAILURE = '40001'

/** The SQLSTATE of a database error, or of the one Drizzle wraps; null for any other error. */
function sqlState(error: unknown): string | null {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return null
  return typeof cause.code === 'string' ? cause.code : null
}

/** Whether a database error (or Drizzle's wrapper of one) is a unique index refusing a row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION
}

/** Whether an exclusion constraint refused a row: it overlaps one already there. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === EXCLUSION_VIOLATION
}

/**
 * Whether PostgreSQL aborted the transaction to let another one go first: a deadlock it
 * broke, or a serialization failure. Running it again is the remedy; nothing of it stayed.
 */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error)
  return state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE
}

/**
 * Runs a transaction again when PostgreSQL aborted it for another (a deadlock, say, with a
 * job writing the same rows), up to `attempts` times; any other error, or the last one, is
 * thrown. `work` must be one whole transaction with no effect outside it.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error
    }
  }
}
