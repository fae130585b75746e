/*
 * The search feature's public entry (issue 36 item 1): the search page. The top bar's box
 * loads its list (`components/search-popup.tsx`) on first use, by its own path, so the
 * shell's first screen holds none of this.
 */
export { SearchPage } from './components/search-page.tsx'
