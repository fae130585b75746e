/**
 * Canvas behind `LmsProvider` (docs/canvas-standin.md): `createCanvasProvider(fetch)`, with
 * the outbound guard's fetch (`providerFor`), and `options` where a test wants shorter waits.
 */
export { createCanvasProvider } from './canvas-provider.ts'
export { canvasScopes } from './canvas-oauth.ts'
export type { CanvasHttpOptions } from './canvas-http.ts'
