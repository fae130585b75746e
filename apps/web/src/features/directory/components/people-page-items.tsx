import type { ListingFilter } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { peoplePageQuery } from '../api.ts'
import type { DirectoryState } from '../directory-params.ts'
import { PersonCard } from './person-card.tsx'

interface PeoplePageItemsProps {
  definitions: readonly ListingFilter[]
  state: DirectoryState
  page: number
  hrefFor: (uid: string) => string
}

/** One page of 20 cards, read from the query cache (the page was fetched by "Load more"). */
export function PeoplePageItems({ definitions, state, page, hrefFor }: PeoplePageItemsProps) {
  const { data } = useQuery(peoplePageQuery(definitions, state, page))
  return data?.people.map((person) => (
    <li key={person.uid}>
      <PersonCard person={person} href={hrefFor(person.uid)} />
    </li>
  ))
}
