import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/*
 * The web layers are enforced, not hoped (issue 13 item 12, decision 019): each probe below
 * breaks one rule of eslint.web-layers.js from a file inside the zone and must fail lint;
 * the legal imports beside them must pass. The probes are linted as text (`filePath` only
 * places them), so no probe file exists in the tree.
 */
const src = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(src, '../../..')
const eslint = new ESLint({ cwd: repo })

async function restrictedPaths(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

const probes: [rule: string, file: string, code: string][] = [
  ['lib ↛ components', 'lib/probe.ts', "import '../components/icon.tsx'"],
  ['lib ↛ features', 'lib/i18n/probe.ts', "import '../../features/chat/chat-keys.ts'"],
  ['lib ↛ app', 'lib/probe.ts', "import '../app/router.ts'"],
  ['components ↛ features', 'components/probe.tsx', "import '../features/clubs/api.ts'"],
  ['components ↛ app', 'components/probe.tsx', "import '../app/router.ts'"],
  ['features ↛ app', 'features/chat/probe.ts', "import '../../app/router.ts'"],
  [
    'features/<a> ↛ features/<b> inside',
    'features/clubs/components/probe.tsx',
    "import '../../notifications/notification-keys.ts'",
  ],
  [
    'features/<a> ↛ features/<b> component',
    'features/profile/probe.tsx',
    "import '../connections/components/connection-actions.tsx'",
  ],
]

describe('web layer zones (eslint.web-layers.js)', () => {
  it.each(probes)(
    '%s fails lint',
    async (_rule, file, code) => {
      expect(await restrictedPaths(file, code)).toHaveLength(1)
    },
    60_000,
  )

  const legal: [what: string, file: string, code: string][] = [
    ['components → lib', 'components/probe.tsx', "import '../lib/i18n/t.ts'"],
    [
      'features → lib and components',
      'features/chat/probe.ts',
      "import '../../lib/i18n/t.ts'\nimport '../../components/icon.tsx'",
    ],
    ['a feature → itself', 'features/chat/components/probe.tsx', "import '../chat-keys.ts'"],
    [
      "a feature → another's index.ts",
      'features/clubs/probe.ts',
      "import '../notifications/index.ts'",
    ],
    [
      'app → anything',
      'app/routes/probe.tsx',
      "import '../../features/connections/components/connection-actions.tsx'\nimport '../../lib/i18n/t.ts'",
    ],
  ]
  it.each(legal)(
    '%s passes',
    async (_what, file, code) => {
      expect(await restrictedPaths(file, code)).toEqual([])
    },
    60_000,
  )

  // Issue 31: events took form helpers from clubs, which passed on what had moved to lib/.
  const reexports: [what: string, file: string, code: string, failures: number][] = [
    [
      'a feature re-exporting lib/ fails',
      'features/clubs/probe.ts',
      "export { t } from '../../lib/i18n/t.ts'",
      1,
    ],
    [
      'a feature re-exporting components/ fails',
      'features/clubs/components/probe.tsx',
      "export * from '../../../components/icon.tsx'",
      1,
    ],
    [
      "an entry re-exporting the feature's own parts passes",
      'features/clubs/index.ts',
      "export { ClubLogo } from './components/club-logo.tsx'",
      0,
    ],
  ]
  it.each(reexports)(
    '%s',
    async (_what, file, code, failures) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(src, file) })
      const messages = result?.messages ?? []
      expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(failures)
    },
    60_000,
  )

  it('an import cycle fails lint (import-x/no-cycle)', async () => {
    // lib/i18n/format.ts imports messages.ts; a messages.ts importing format.ts closes a cycle.
    const [result] = await eslint.lintText("import './format.ts'\nexport const x = 1\n", {
      filePath: path.join(src, 'lib/i18n/messages.ts'),
    })
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle')
  }, 60_000)
})
