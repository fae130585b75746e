/** A form's failure, announced as it appears (like the login form's); hidden while empty. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 empty:hidden dark:border-red-400 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </div>
  )
}
