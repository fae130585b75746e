/** The Dev space's public entry (spec 2 /development, issue 36 item 5). */
export { DevSpacePage } from './components/dev-space-page.tsx'
