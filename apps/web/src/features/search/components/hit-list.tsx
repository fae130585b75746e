import type { SearchHit } from '@quad/shared'
import { Link } from 'react-router'
import { hitHref } from '../hit-href.ts'
import { HitContent } from './hit-content.tsx'

/** Hits as links, one a row (the search page). */
export function HitList({ hits, onOpen }: { hits: readonly SearchHit[]; onOpen: () => void }) {
  return (
    <ul className="divide-y divide-zinc-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 dark:divide-zinc-800 dark:bg-zinc-900 dark:ring-zinc-800">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <Link
            to={hitHref(hit)}
            onClick={onOpen}
            className="block px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:hover:bg-zinc-800/60"
          >
            <HitContent hit={hit} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
