/**
 * The web app's size budgets (quality.md P5, issue 32), checked after the web build and in CI
 * (`npm test` runs it): the gzip size of
 * - the shell's JavaScript: what index.html loads before the first paint (entry and
 *   modulepreloads);
 * - each route's first load: the entry and the route's module with everything they import
 *   statically (what the server names for a server-rendered page, decision 075), budgeted
 *   per route where one is set and by a default otherwise;
 * - the stylesheet index.html links;
 * - the largest lazy chunk.
 * Fails when any exceeds apps/web/bundle-budget.json, so growth is a decision, not an
 * accident. Run after the web build: node scripts/check-bundle.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')
const budget = JSON.parse(readFileSync(path.join(root, 'apps/web/bundle-budget.json'), 'utf8')) as {
  initialJsGzipKb: number
  goalInitialJsGzipKb: number
  chunkGzipKb: number
  cssGzipKb: number
  routeFirstLoadGzipKb: { default: number } & Record<string, number>
}
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Manifest

const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
const stylesheets = [...html.matchAll(/rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map(
  (m) => m[1] ?? '',
)
const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const sumKb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0)

/** A chunk's file and those of every chunk it imports statically, each once. */
function closure(key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return files
  seen.add(key)
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, files, seen)
  return files
}

const over: string[] = []
const check = (what: string, kb: number, limit: number) => {
  if (kb > limit) over.push(`${what} ${kb.toFixed(1)} KB > ${String(limit)} KB`)
}

const initialKb = sumKb(initial)
console.log(
  `initial JS: ${initialKb.toFixed(1)} KB gzip in ${String(initial.length)} files ` +
    `(budget ${String(budget.initialJsGzipKb)} KB, goal ${String(budget.goalInitialJsGzipKb)} KB)`,
)
check('initial JS', initialKb, budget.initialJsGzipKb)

const cssKb = sumKb(stylesheets)
console.log(`stylesheet: ${cssKb.toFixed(1)} KB gzip (budget ${String(budget.cssGzipKb)} KB)`)
check('stylesheet', cssKb, budget.cssGzipKb)

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? ''
const entryFiles = closure(entry)
const routes = Object.keys(manifest)
  .filter((key) => /^src\/app\/routes\/[^/]+\.tsx$/.test(key))
  .map((key) => {
    const name = path.basename(key, '.tsx')
    const kb = sumKb(closure(key, new Set(entryFiles)))
    return {
      name,
      kb,
      limit: budget.routeFirstLoadGzipKb[name] ?? budget.routeFirstLoadGzipKb.default,
    }
  })
  .sort((a, b) => b.kb - a.kb)
console.log(`route first loads (JS gzip, budget): ${String(routes.length)} routes`)
for (const route of routes) {
  console.log(
    `  ${route.name.padEnd(24)} ${route.kb.toFixed(1).padStart(6)} KB  (${String(route.limit)})`,
  )
  check(`route ${route.name}`, route.kb, route.limit)
}

const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: f, kb: gzipKb(`assets/${f}`) }))
  .sort((a, b) => b.kb - a.kb)
const largest = lazy[0] ?? { file: '-', kb: 0 }
console.log(
  `largest lazy chunk: ${largest.file} ${largest.kb.toFixed(1)} KB gzip (budget ${String(budget.chunkGzipKb)} KB)`,
)
check(`chunk ${largest.file}`, largest.kb, budget.chunkGzipKb)

if (over.length > 0) {
  console.error(
    `over budget: ${over.join(', ')} — shrink it, or raise apps/web/bundle-budget.json on purpose`,
  )
  process.exit(1)
}
