/** The moderation feature's public entry: what other screens may use (Report on a profile or club). */
export { ReportButton } from './components/report-button.tsx'
