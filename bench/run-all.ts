/** `npm run bench`: every benchmark in sequence; paste the tables into RESULTS.md. */
import { spawnSync } from 'node:child_process'

for (const script of [
  'db-blocking.ts',
  'http-overhead.ts',
  'seed-100k.ts',
  'directory-search.ts',
  'crash-soak.ts',
  'chat-fanout.ts',
  'calendar.ts',
  'feed.ts',
]) {
  console.log(`\n## ${script}\n`)
  const result = spawnSync(process.execPath, [script], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
