import type { ClubListingItem, ClubOptionalProperty } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'

/** The listing item's fields a contributed count fills. */
export type CountedField = keyof Pick<
  ClubListingItem,
  'countEvents' | 'countRsvps' | 'countSurveys'
>

/**
 * A count another feature keeps of each club, offered as one of spec 3's optional
 * properties in the length-aware listing (`clubCountPoint`): the events feature's events
 * and answers, the forms feature's surveys. Asked only when a listing asks for its property.
 */
export interface ClubCount {
  property: ClubOptionalProperty
  field: CountedField
  /** Each of a page's clubs (by public id) with its count; a club left out counts 0. */
  count(db: DbOrTx, schoolId: number, clubUids: readonly string[]): Promise<Map<string, number>>
}
