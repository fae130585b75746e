import type { ClubMember, GroupRole } from '@quad/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { SearchField } from '../../../components/search-field.tsx'
import { clubMembersQuery } from '../members-api.ts'

interface MemberPickerProps {
  clubId: string
  /** Keeps one role (the hand-over looks among plain members only). */
  role?: GroupRole
  /** The search field's label, and its placeholder. */
  searchLabel: string
  /**
   * How the caller offers those found to choose from (the hand-over's checkboxes, the
   * nominee's select); `loaded` once a search has answered, so "no one" is not said early.
   */
  children: (found: readonly ClubMember[], loaded: boolean) => ReactNode
}

/**
 * A search among the club's active members, and beneath it what the caller makes of those
 * found: the officer hand-over's incoming members and an election's nominee. It reads only
 * while it is shown (the dialogs holding it render their body only while open); the names
 * found so far stay while the next search loads.
 */
export function MemberPicker({ clubId, role, searchLabel, children }: MemberPickerProps) {
  const [q, setQ] = useState('')
  const members = useQuery({
    ...clubMembersQuery(clubId, 'active', q, role),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <SearchField value={q} onSearch={setQ} label={searchLabel} placeholder={searchLabel} />
      {children(members.data?.items ?? [], members.isSuccess)}
    </>
  )
}
