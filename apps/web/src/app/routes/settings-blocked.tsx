import { BlockedStudents } from '../../features/connections/components/blocked-students.tsx'

/** /settings/blocked: the students blocked, each unblocked at once. */
export function Component() {
  return (
    <div
      id="blocked"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <BlockedStudents headingLevel={2} />
    </div>
  )
}
