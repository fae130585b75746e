/**
 * Canvas behind `LmsProvider` (docs/canvas-standin.md): `canvasProvider` for the app,
 * `createCanvasProvider(options)` where a test wants shorter waits.
 */
export { canvasProvider, createCanvasProvider } from './canvas-provider.ts'
export { canvasScopes } from './canvas-oauth.ts'
export type { CanvasHttpOptions } from './canvas-http.ts'
