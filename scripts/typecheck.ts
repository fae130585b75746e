/**
 * `npm run typecheck`: every TypeScript program of the repository, checked by TypeScript 7's
 * native compiler (decision 070: 62 CPU-s and 44 s of TypeScript 6 became 30 CPU-s and
 * 18 s, the same errors). It is installed as `typescript7` beside TypeScript 6, which stays
 * for what needs the compiler's JavaScript API (typescript-eslint's parser, which supports
 * TypeScript < 6.1) and for editors; both packages name their binary `tsc`, so this script
 * finds 7's by its package instead of by the name on PATH.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin',
  'tsc',
)

/** The programs, each with its own compiler options (tsconfig.node.json: server, scripts, benchmarks). */
const projects = [
  'packages/shared',
  'packages/canvas-standin',
  'packages/push-standin',
  'tsconfig.node.json',
  'apps/web',
  'apps/web/sw',
  'e2e',
]

let failed = 0
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    process.stderr.write(`typecheck: ${project} has errors (above)\n`)
    failed += 1
  }
}
process.exit(failed === 0 ? 0 : 1)
