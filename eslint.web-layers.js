// @ts-check
/*
 * The web app's layers (ARCHITECTURE.md "Layering", decision 019), kept in their own file so
 * the server's zones can be added beside them without touching these:
 *   lib/ → nothing of components/, features/ or app/
 *   components/ → lib/ only
 *   features/ → lib/ and components/, never app/; another feature only through its
 *     public entry, features/<name>/index.ts
 *   app/ → everything (routes compose features and pass slots)
 * plus no import cycles. Tests and the test harness sit outside the zones (they render the
 * real app). Probes in apps/web/src/lint-zones.test.ts break each rule and must fail.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

const root = path.dirname(fileURLToPath(import.meta.url))
const WEB = 'apps/web/src'
const web = (/** @type {string} */ part) => `${root}/${WEB}/${part}`

/** The folders under features/: every one, as it is on disk, so a new feature is covered. */
function featureNames() {
  return fs
    .readdirSync(path.join(root, WEB, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/** features/<a> may reach features/<b> only through features/<b>/index.ts. */
const featureZones = featureNames().map((name) => ({
  target: web(`features/${name}/**`),
  from: web(`features/!(${name})/**`),
  except: [web('features/*/index.ts')],
  message:
    'A feature never imports another feature except through its public entry (features/<name>/index.ts); where one shows another, the route passes it in as a slot (decision 019).',
}))

const zones = [
  {
    target: web('lib/**'),
    from: [web('components/**'), web('features/**'), web('app/**')],
    message: 'lib/ is the bottom layer: it imports nothing of components/, features/ or app/.',
  },
  {
    target: web('components/**'),
    from: [web('features/**'), web('app/**')],
    message: 'components/ are shared primitives: they import lib/ only, never a feature or app/.',
  },
  {
    target: web('features/**'),
    from: [web('app/**')],
    message:
      'A feature never imports app/: the app composes features (routes pass props or slots), not the other way round.',
  },
  ...featureZones,
]

/** @type {import('eslint').Linter.Config[]} */
export const webLayerZones = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', `${WEB}/test/**`],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules too (without this, no-cycle reads no .ts dependency).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
]
