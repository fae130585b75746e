export { startCanvasStandin, type CanvasStandin, type CanvasStandinOptions } from './server.ts'
export { StandinControlError, type StandinControl } from './control.ts'
export { standinPassword } from './oauth.ts'
export type * from './types.ts'
