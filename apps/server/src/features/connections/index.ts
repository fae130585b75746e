/** The connections feature's public entry: what other features may use. */
export { anyBlock, blockedBy, hasBlocked } from './blocks.service.ts'
export { connectionBetween } from './connections.service.ts'
export { noBlockBetween } from './block-sql.ts'
