import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MentionSource } from '../../components/rich-text/use-mention-picker.ts'
import { useDebouncedValue } from '../../lib/debounce/use-debounced-value.ts'
import { mentionSuggestionsQuery } from './api.ts'

/**
 * The editor's mention suggestions from `GET /api/v1/feed/mentions` (the club's members
 * first). Shown only for the query typed now, once settled: Enter never picks a name found
 * for an older, shorter query.
 */
export function useMentionSearch(clubId: string | undefined): MentionSource {
  const [query, setQuery] = useState<string | null>(null)
  const settled = useDebouncedValue(query)
  const isCurrent = query !== null && settled === query
  const { data } = useQuery({
    ...mentionSuggestionsQuery({ q: settled ?? '', clubId }),
    enabled: isCurrent,
  })
  return { suggestions: isCurrent ? (data?.items ?? []) : [], onQuery: setQuery }
}
