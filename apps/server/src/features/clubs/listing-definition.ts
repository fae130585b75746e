import type { ListingFilter } from '@quad/shared'
import { gridListing, type ListingDefinition } from '../directory/index.ts'
import { listCategories } from './club-categories.service.ts'

/**
 * `listing_filters?type=clubs` and `listing_config?type=clubs` (spec 3, issue 36 item 7): the
 * clubs listing's filters (the spec's names, as the length-aware listing reads them), its
 * layout and its orderings, NameAsc by default (spec 7).
 */
export const clubsListing: ListingDefinition = {
  type: 'clubs',
  filters: clubFilters,
  async config(db, school) {
    return gridListing(await clubFilters(db, school), [
      { value: 'NameAsc', label: 'Name (A–Z)' },
      { value: 'NameDesc', label: 'Name (Z–A)' },
      { value: 'CountMembersDesc', label: 'Most members' },
      { value: 'CreatedDesc', label: 'Newest' },
      { value: 'CategoryAscNameAsc', label: 'Category' },
    ])
  },
}

async function clubFilters(
  db: Parameters<ListingDefinition['filters']>[0],
  school: Parameters<ListingDefinition['filters']>[1],
): Promise<ListingFilter[]> {
  const categories = await listCategories(db, school)
  return [
    { name: 'Search', label: 'Search', kind: 'text', options: [] },
    {
      name: 'Category',
      label: 'Category',
      kind: 'menu',
      options: categories.items.map((name) => ({ value: name, label: name })),
    },
    {
      name: 'StudentMembership',
      label: 'Membership',
      kind: 'menu',
      options: [
        { value: 'true', label: 'My clubs' },
        { value: 'false', label: 'Clubs I am not in' },
      ],
    },
  ]
}
