/** The connections feature's public entry: what other features may use. */
export { anyBlock, hasBlocked } from './blocks.service.ts'
export { connectionBetween } from './connections.service.ts'
export { noBlockBetween } from './block-sql.ts'
