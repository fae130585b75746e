import type { FormErrors } from '../../../lib/form-errors.ts'

/** Errors the form shows beside a field of its own; anything else is said here. */
const PLACED = /^(title|body|fileIds|poll|sharedToSchool)(\.|$)/

interface FormProblemsProps {
  errors: FormErrors
  /** The sentence around the reason ("Your post was not sent: …"). */
  say: (reason: string) => string
}

/** What failed without a field (the network, a rate limit, a refusal): the draft stays. */
export function FormProblems({ errors, say }: FormProblemsProps) {
  const unplaced = Object.entries(errors).filter(([key]) => !PLACED.test(key))
  if (unplaced.length === 0) return null
  return (
    <div
      role="alert"
      data-field="form"
      tabIndex={-1}
      className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200"
    >
      {unplaced.map(([key, message]) => (
        <p key={key}>{say(message)}</p>
      ))}
    </div>
  )
}
