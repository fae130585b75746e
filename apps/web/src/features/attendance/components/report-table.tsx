import type { ReactNode } from 'react'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'

/**
 * A report's table, scrolling sideways on a narrow phone inside a region the keyboard can
 * reach (axe scrollable-region-focusable); `columns` after the first are numbers.
 */
export function ReportTable({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly PlainMessageKey[]
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`py-2 pr-3 font-semibold ${index === 0 ? '' : 'text-right'}`}
              >
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">{children}</tbody>
      </table>
    </div>
  )
}
