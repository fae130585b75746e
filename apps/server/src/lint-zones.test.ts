// @engines embedded: engine-neutral, so it runs once, in the PGlite project
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/*
 * The server's layers are enforced, not hoped (issue 13 item 12, decision 021): each probe
 * breaks one rule of eslint.server-layers.js from a file inside the zone and must fail lint;
 * the legal imports beside them must pass. Probes are linted as text (`filePath` only places
 * them), so no probe file exists in the tree. Lint needs no database: one project runs it.
 */
const src = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(src, '../../..')
const eslint = new ESLint({ cwd: repo })

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const probes: [rule: string, file: string, code: string][] = [
  ['platform ↛ a feature', 'platform/http/probe.ts', "import '../../features/chat/chat.routes.ts'"],
  [
    "platform ↛ a feature's public entry",
    'platform/probe.ts',
    "import '../features/clubs/index.ts'",
  ],
  ['platform ↛ the feature schema', 'platform/db/probe.ts', "import '../../db/schema/chat.ts'"],
  ['platform ↛ the module list', 'platform/probe.ts', "import '../modules.ts'"],
  ['platform ↛ the seed', 'platform/auth/probe.ts', "import '../../seed/factories.ts'"],
  ['the schema ↛ a feature', 'db/schema/probe.ts', "import '../../features/clubs/club-roles.ts'"],
  [
    'features/<a> ↛ features/<b> inside',
    'features/clubs/probe.ts',
    "import '../notifications/notifications.service.ts'",
  ],
  [
    "features/<a> ↛ features/<b>'s module",
    'features/chat/sub/probe.ts',
    "import '../../connections/module.ts'",
  ],
]

const legal: [what: string, file: string, code: string][] = [
  ['a feature → platform', 'features/chat/probe.ts', "import '../../platform/db/database.ts'"],
  ['a feature → its own files', 'features/chat/probe.ts', "import './messages.service.ts'"],
  ["a feature → another's index.ts", 'features/chat/probe.ts', "import '../connections/index.ts'"],
  ['a feature → the schema', 'features/chat/probe.ts', "import '../../db/schema/chat.ts'"],
  ['the schema → platform tables', 'db/schema/probe.ts', "import '../../platform/db/schema.ts'"],
  ['the composition root → anything', 'probe.ts', "import './features/chat/module.ts'"],
]

describe.runIf(process.env.QUAD_TEST_DB !== 'postgres')('server layer zones', () => {
  it.each(probes)(
    '%s fails lint',
    async (_rule, file, code) => {
      expect(await ruleIds(file, code)).toEqual(['import-x/no-restricted-paths'])
    },
    60_000,
  )

  it.each(legal)(
    '%s passes',
    async (_what, file, code) => {
      expect(await ruleIds(file, code)).not.toContain('import-x/no-restricted-paths')
    },
    60_000,
  )

  it('an import cycle fails lint (import-x/no-cycle)', async () => {
    // connections.service.ts is imported by connections/index.ts; importing the index back closes a cycle.
    const ids = await ruleIds(
      'features/connections/connections.service.ts',
      "import './index.ts'\nexport const x = 1\n",
    )
    expect(ids).toContain('import-x/no-cycle')
  }, 60_000)
})

/*
 * Decision 070: the platform never lists a feature's URL (eslint.server-layers.js,
 * `platformNamesNoFeatureUrl`); the surface prefixes alone, route files and tests may.
 */
const featureUrls: [what: string, file: string, code: string, fails: boolean][] = [
  ['a feature URL in platform', 'platform/auth/probe.ts', "const a = '/mobile_ws/v18/login'", true],
  ['a media prefix in platform', 'platform/probe.ts', "const a = ['/media/photos/']", true],
  [
    'a URL template in platform',
    'platform/probe.ts',
    'const a = (k: string) => `/api/v1/${k}`',
    true,
  ],
  ['a bare surface prefix', 'platform/auth/probe.ts', "'/a'.startsWith('/mobile_ws/')", false],
  ["a platform route file's URL", 'platform/auth/probe.routes.ts', "const a = '/api/v1/me'", false],
  ['a feature URL in a feature', 'features/chat/probe.ts', "const a = '/api/v1/chat'", false],
]

describe.runIf(process.env.QUAD_TEST_DB !== 'postgres')(
  "the platform names no feature's URL",
  () => {
    it.each(featureUrls)(
      '%s',
      async (_what, file, code, fails) => {
        const ids = await ruleIds(file, code)
        expect(ids.includes('no-restricted-syntax')).toBe(fails)
      },
      60_000,
    )
  },
)

/*
 * Issue 31's proof: a whole new feature — routes with an authentication need, actions of its
 * own, a contribution to another feature's extension point — is written without touching
 * platform/, and passes lint as it stands in features/.
 */
const throwawayFeature = `
import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { defineActions } from '../../platform/policies/actions.ts'
import { clubTabPoint } from '../clubs/index.ts'

export const probeActions = defineActions({
  'probe.run': { roles: ['school_admin'], does: 'run the probe' },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    probe: typeof probeActions
  }
}

export const probeModule = defineModule({
  name: 'probe',
  actions: probeActions,
  contributes: [
    contribute(clubTabPoint, { tab: 'forum', label: 'Probe forum', shownTo: () => true }),
  ],
  register(app) {
    app.post('/api/v1/probe', { config: { requires: 'probe.run' } }, async () => ({ ok: true }))
    app.post('/api/v1/probe/hook', { config: { auth: 'machine' } }, async () => ({ ok: true }))
  },
})
`

describe.runIf(process.env.QUAD_TEST_DB !== 'postgres')('a feature added outside platform/', () => {
  it('passes lint with its routes, actions, auth need and extension', async () => {
    expect(await ruleIds('features/probe/module.ts', throwawayFeature)).toEqual([])
  }, 60_000)
})
