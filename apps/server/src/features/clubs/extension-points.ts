import { extensionPoint } from '../../platform/extension-points.ts'
import type { ClubAboutPart } from './club-about.ts'
import type { ClubCount } from './club-counts.ts'
import type { ClubTabDeclaration } from './club-tabs.ts'

// The clubs feature's points, in a file of their own: a contributor's module.ts imports
// them through index.ts, and nothing here loads the feature's routes or queries.

/** What a feature adds to a club's about answer (events: its upcoming events; decision 034). */
export const clubAboutPoint = extensionPoint<ClubAboutPart>('clubs.about')

/** A tab a feature adds to a club's page, and for whom (decision 047). */
export const clubTabPoint = extensionPoint<ClubTabDeclaration>('clubs.tabs')

/** A count a feature keeps of each club, for the listing's optional properties. */
export const clubCountPoint = extensionPoint<ClubCount>('clubs.counts')
