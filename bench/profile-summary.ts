/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. a bench's BENCH_PROFILE=<dir>):
 * self time by function and by file, the largest first, to see what a request costs.
 *
 * Run: node bench/profile-summary.ts <file.cpuprofile> [rows (default 30)] [last seconds]
 * `last seconds` counts only the end of the profile (the measured loads), leaving out the
 * start-up's module loading, which otherwise dominates a short run.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'

const Profile = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
  endTime: z.number(),
  startTime: z.number(),
})

const [file, rowsArgument, lastArgument] = process.argv.slice(2)
if (!file) throw new Error('usage: node bench/profile-summary.ts <file.cpuprofile> [rows]')
const rows = Number(rowsArgument ?? 30)
const profile = Profile.parse(JSON.parse(readFileSync(file, 'utf8')))

const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
const byFunction = new Map<string, number>()
const byFile = new Map<string, number>()
const from = lastArgument
  ? profile.endTime - Number(lastArgument) * 1_000_000
  : Number.NEGATIVE_INFINITY
let total = 0
let at = profile.startTime
profile.samples.forEach((id, i) => {
  const frame = frames.get(id)
  const micros = profile.timeDeltas[i] ?? 0
  at += micros
  if (!frame || at < from) return
  total += micros
  const where = shorten(frame.url) || '(native)'
  const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
  byFile.set(where, (byFile.get(where) ?? 0) + micros)
})

/** node_modules/<package> or the path from `src/`: what a reader recognises. */
function shorten(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url)
  if (modules) return `${modules[1] ?? ''}/${modules[2] ?? ''}`
  const source = /\/(src\/.*)$/.exec(url)
  return source?.[1] ?? url.replace(/^file:\/\//, '')
}

function print(title: string, map: Map<string, number>): void {
  console.log(`\n| ${title} | self ms | share |\n|---|---|---|`)
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `| ${name} | ${(micros / 1000).toFixed(0)} | ${((micros / total) * 100).toFixed(1)}% |`,
    )
  }
}

console.log(`total ${(total / 1000).toFixed(0)} ms sampled`)
print('function', byFunction)
print('file', byFile)
