export { startPushStandin } from './server.ts'
export type * from './types.ts'
