/**
 * The moderation feature's public entry: what other screens may use (Report on a profile,
 * a club, a post or a comment).
 */
export { ReportButton } from './components/report-button.tsx'
export type { ReportKind } from './api.ts'
