import { DEFAULT_PAGE_SIZE, type ListingConfigResponse, type ListingFilter } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { extensionPoint } from '../../platform/extension-points.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

// The directory feature's point, in a file of its own: a contributor's module.ts imports it
// through index.ts, and nothing here loads the directory's index or routes.

/**
 * Another listing than the directory's that `listing_filters` and `listing_config` describe
 * (spec 3 "Listing config": filters, layout, ordering), by `type` (issue 36 item 7: clubs).
 */
export interface ListingDefinition {
  type: string
  filters(db: DbOrTx, school: School): Promise<ListingFilter[]>
  config(db: DbOrTx, school: School): Promise<ListingConfigResponse>
}

export const listingPoint = extensionPoint<ListingDefinition>('directory.listings')

/** A listing shown as a grid of a page's size (spec 7: 20), its orderings (the first, by default). */
export function gridListing(
  filters: ListingFilter[],
  orderings: readonly [ListingOrdering, ...ListingOrdering[]],
  defaultOrder = orderings[0].value,
): ListingConfigResponse {
  return {
    filters,
    layout: { view: 'grid', pageSize: DEFAULT_PAGE_SIZE },
    ordering: { options: [...orderings], defaultOrder },
  }
}

type ListingOrdering = ListingConfigResponse['ordering']['options'][number]
