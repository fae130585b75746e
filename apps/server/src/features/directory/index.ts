/** The directory feature's public entry: what other features may use. */
export { gridListing, listingPoint, type ListingDefinition } from './extension-points.ts'
