import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** One test's time, from a Vitest or Playwright JSON report. */
export interface TimedTest {
  suite: string
  file: string
  name: string
  ms: number
}

interface VitestReport {
  testResults: {
    name: string
    assertionResults: { fullName: string; duration?: number | null }[]
  }[]
}

interface PlaywrightSuite {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    tests: { projectName: string; results: { duration: number }[] }[]
  }[]
}

const root = path.resolve(import.meta.dirname, '..')

function fromVitest(suite: string, report: VitestReport): TimedTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      suite,
      file: path.relative(root, file.name),
      name: test.fullName,
      ms: test.duration ?? 0,
    })),
  )
}

function fromPlaywright(suite: PlaywrightSuite): TimedTest[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      suite: `e2e (${test.projectName})`,
      file: `e2e/tests/${spec.file}`,
      name: spec.title,
      // A retried test cost every try.
      ms: test.results.reduce((sum, result) => sum + result.duration, 0),
    })),
  )
  return [...own, ...(suite.suites ?? []).flatMap(fromPlaywright)]
}

/** Every test of the JSON reports in `dir` (`<suite>.json`), a report that is not there skipped. */
export function readReports(dir: string): TimedTest[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const report: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
      const suite = name.replace(/\.json$/, '')
      if (typeof report !== 'object' || report === null) return []
      if ('testResults' in report) return fromVitest(suite, report as VitestReport)
      if ('suites' in report) return fromPlaywright(report as PlaywrightSuite)
      return []
    })
}

/** The `count` slowest tests of the reports in `dir`, as a Markdown table to write. */
export function slowestTests(dir: string, count: number) {
  const tests = readReports(dir)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
  const rows = tests.map(
    (test) =>
      `| ${(test.ms / 1000).toFixed(1)} | ${test.suite} | ${test.file} | ${test.name.replaceAll('|', '\\|')} |`,
  )
  const text = [
    `# The ${String(tests.length)} slowest tests of the last \`npm test\``,
    '',
    `Written by scripts/test.ts on ${new Date().toISOString()}.`,
    '',
    '| seconds | suite | file | test |',
    '|---:|---|---|---|',
    ...rows,
    '',
  ].join('\n')
  return { count: tests.length, write: (file: string) => writeFileSync(file, text) }
}
