/** The search feature's public entry: its point, and what a source needs to answer. */
export {
  foundIn,
  searchSourcePoint,
  sourceValues,
  type SearchCall,
  type SearchFound,
  type SearchSource,
} from './extension-points.ts'
export { snippetAround } from './snippet.ts'
export { CANDIDATES, firstPageInTwoSteps, type TwoSteps } from './two-steps.ts'
