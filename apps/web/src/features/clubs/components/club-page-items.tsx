import { useQuery } from '@tanstack/react-query'
import { clubsPageQuery, type ClubsFilter } from '../api.ts'
import { ClubCard } from './club-card.tsx'

interface ClubPageItemsProps {
  filter: ClubsFilter
  page: number
  hrefFor: (id: string) => string
}

/** One page of clubs, read from the query cache ("Show more" fetched it). */
export function ClubPageItems({ filter, page, hrefFor }: ClubPageItemsProps) {
  const { data } = useQuery(clubsPageQuery(filter, page))
  return data?.items.map((club) => (
    <li key={club.id}>
      <ClubCard club={club} href={hrefFor(club.id)} />
    </li>
  ))
}
