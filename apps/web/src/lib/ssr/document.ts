import type { SchoolSettings } from '@quad/shared'
import { schoolThemeVariables } from '../school/apply-school-theme.ts'

/** The script element that carries the server's state to the browser (read by server-state.ts). */
export const SERVER_STATE_ID = 'quad-server-state'

/** What the page's head says before any script runs: its title and the school's look. */
export interface SchoolHead {
  title: string
  school: SchoolSettings
}

const ROOT = /<div id="root">[\s\S]*?<\/main>\s*<\/div>/
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const TITLE = /<title>[^<]*<\/title>/
const ICON = /<link rel="icon" href="data:," \/>/

/**
 * The first HTML of a server-rendered page (decision 075), from the shell the server would
 * have sent: the title and the school's colours, favicon and theme colour in the head, so nothing flashes
 * the wrong school; the rendered app where the loading screen was; the state the browser
 * hydrates from as JSON data (not a script to run: the CSP allows no inline script).
 */
export function serverDocument(template: string, head: SchoolHead, app: string, state: unknown) {
  if (!ROOT.test(template)) throw new Error('index.html has no #root holding the loading screen')
  const theme = schoolThemeVariables(head.school)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  const icon = head.school.school_favicon
    ? `<link rel="icon" href="${escapeHtml(head.school.school_favicon)}" />`
    : '<link rel="icon" href="data:," />'
  return (
    startAfterPaint(template)
      .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(ICON, () => icon)
      // The browser's own bars (and an installed app's, issue 34) in the school's colour.
      .replace(
        '</head>',
        () =>
          `<meta name="theme-color" content="#${escapeHtml(head.school.top_bar_bg_color)}" />` +
          `<style id="school-theme">:root{${theme}}</style></head>`,
      )
      .replace(
        ROOT,
        () =>
          `<div id="root">${app}</div><script type="application/json" id="${SERVER_STATE_ID}">${jsonForHtml(state)}</script>`,
      )
  )
}

/**
 * The page's modules started by `/boot.js` once the HTML has painted (decision 075),
 * instead of fetched and run before it: the entry and its preloads leave the head.
 */
function startAfterPaint(template: string): string {
  const entry = ENTRY.exec(template)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1] ?? '')
  const modules = [entry, ...preloads].map(escapeHtml).join(' ')
  return template
    .replace(ENTRY, '')
    .replaceAll(PRELOAD, '')
    .replace(
      '</body>',
      () => `<script src="/boot.js" defer data-modules="${modules}"></script></body>`,
    )
}

/** Text and attribute values: the characters HTML would read as markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** JSON inside a <script> element: no `</script>` or `<!--` can end or bend it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
