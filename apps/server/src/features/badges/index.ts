/** The badges feature's public entry: what other features may use (decision 100). */
export { badgeCriterionPoint, type BadgeCriterionEvaluator } from './extension-points.ts'
export { dayIn, schoolTerms, termAt, termOfDay, type DatedTerm } from './terms.ts'
