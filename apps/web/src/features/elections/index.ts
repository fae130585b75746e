/** The elections feature's public entry on the web: the club page's part and the election's page. */
export { ElectionPage } from './components/election-page.tsx'
export { electionQuery } from './api.ts'
