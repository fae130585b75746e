/**
 * bench/RESULTS.md as `npm run bench` writes it (issue 19 item 6): when, on what machine
 * and under what load, a summary of every goal, then each benchmark's own tables.
 */
import os from 'node:os'

/** What one benchmark script produced. */
export interface BenchOutcome {
  title: string
  command: string
  /** Its stdout: Markdown tables and notes. */
  output: string
  seconds: number
  /** Load average (1 min) sampled while it ran. */
  load: { min: number; max: number }
  exitCode: number
}

export interface RunFacts {
  startedAt: Date
  seconds: number
  databases: string[]
  outcomes: BenchOutcome[]
}

/** Table cells of a Markdown row (`| a | b |` → ['a', 'b']). */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())
}

const isSeparator = (line: string) => /^\|[\s:|-]+\|$/.test(line.trim())

/**
 * Every row of every table whose header has a `goal` column and whose goal cell is not
 * empty: the row's leading cells name what was measured, the goal cell says met or missed.
 */
export function goalRows(output: string): Array<{ what: string; goal: string }> {
  const rows: Array<{ what: string; goal: string }> = []
  let goalColumn = -1
  for (const line of output.split('\n')) {
    if (!line.trim().startsWith('|')) {
      goalColumn = -1
      continue
    }
    if (isSeparator(line)) continue
    const row = cells(line)
    const header = row.findIndex((cell) => cell.toLowerCase() === 'goal')
    if (goalColumn < 0) {
      goalColumn = header
      continue
    }
    const goal = row[goalColumn] ?? ''
    if (goal) rows.push({ what: row.slice(0, Math.min(goalColumn, 2)).join(', '), goal })
  }
  return rows
}

function machine(): string {
  const cpus = os.cpus()
  const memory = (os.totalmem() / 1024 ** 3).toFixed(0)
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${memory} GiB, Node ${process.versions.node}, ${os.type()} ${os.release()}`
}

export function renderResults(facts: RunFacts): string {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${facts.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `in ${(facts.seconds / 60).toFixed(1)} minutes; do not edit by hand (earlier figures and their`,
    'analysis: `bench/HISTORY.md`; what each script measures: `bench/README.md`).',
    '',
    `- Machine: ${machine()}.`,
    `- Databases: ${facts.databases.join('; ')}.`,
    '- Each load generator runs in the bench process; Quad and each bare baseline run as their',
    '  own processes, measured in the same run, so the ratios compare like with like.',
    '- Load average (1 min) while each benchmark ran is given beside it: these machines are',
    '  shared, and absolute figures move with it; ratios move much less.',
    '',
    '## Goals',
    '',
    '| benchmark | measured | goal |',
    '| --- | --- | --- |',
  ]
  for (const outcome of facts.outcomes) {
    for (const { what, goal } of goalRows(outcome.output)) {
      lines.push(`| ${outcome.title} | ${what} | ${goal} |`)
    }
    if (outcome.exitCode !== 0) {
      lines.push(
        `| ${outcome.title} | the script failed (exit ${outcome.exitCode}) | **not measured** |`,
      )
    }
  }
  for (const outcome of facts.outcomes) {
    lines.push(
      '',
      `## ${outcome.title}`,
      '',
      `\`${outcome.command}\` — ${outcome.seconds.toFixed(0)} s, load average ${outcome.load.min.toFixed(1)}–${outcome.load.max.toFixed(1)}` +
        (outcome.exitCode === 0 ? '' : `, **failed with exit code ${outcome.exitCode}**`),
      '',
      outcome.output.trim(),
    )
  }
  return `${lines.join('\n')}\n`
}
