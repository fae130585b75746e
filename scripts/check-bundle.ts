/**
 * The shell's JavaScript budget (quality.md P5): the gzip size of the JS that
 * index.html loads before the first paint (entry + modulepreloads), and the largest
 * lazy chunk. Fails when either exceeds apps/web/bundle-budget.json, so growth is
 * a decision, not an accident. Run after the web build: node scripts/check-bundle.ts
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
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024

const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0)
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: f, kb: gzipKb(`assets/${f}`) }))
  .sort((a, b) => b.kb - a.kb)
const largest = lazy[0] ?? { file: '-', kb: 0 }

console.log(
  `initial JS: ${initialKb.toFixed(1)} KB gzip in ${initial.length} files ` +
    `(budget ${budget.initialJsGzipKb} KB, goal ${budget.goalInitialJsGzipKb} KB)`,
)
console.log(
  `largest lazy chunk: ${largest.file} ${largest.kb.toFixed(1)} KB gzip (budget ${budget.chunkGzipKb} KB)`,
)
const over: string[] = []
if (initialKb > budget.initialJsGzipKb) over.push('initial JS')
if (largest.kb > budget.chunkGzipKb) over.push(`chunk ${largest.file}`)
if (over.length > 0) {
  console.error(
    `over budget: ${over.join(', ')} — shrink it, or raise apps/web/bundle-budget.json on purpose`,
  )
  process.exit(1)
}
