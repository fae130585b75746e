// @ts-check
/*
 * The server's layers (ARCHITECTURE.md "Layering", decision 021), beside the web's:
 *   platform/ → nothing of features/, the feature schema (db/schema/), seed/, cli/, or the
 *     composition root (app.ts, main.ts, modules.ts)
 *   db/schema/ → platform's own tables only, never a feature's code
 *   features/<a> → another feature only through its public entry, features/<b>/index.ts
 *     (a feature's module.ts is for modules.ts alone)
 * plus no import cycles. Every rule is a pattern over what is on disk, so a new feature is
 * covered the day its folder appears. Probes in apps/server/src/lint-zones.test.ts break
 * each rule and must fail.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

const root = path.dirname(fileURLToPath(import.meta.url))
const SERVER = 'apps/server/src'
const server = (/** @type {string} */ part) => `${root}/${SERVER}/${part}`

/** The folders under features/: every one, as it is on disk. */
function featureNames() {
  return fs
    .readdirSync(path.join(root, SERVER, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

const featureZones = featureNames().map((name) => ({
  target: server(`features/${name}/**`),
  from: server(`features/!(${name})/**`),
  except: [server('features/*/index.ts')],
  message:
    'A feature never imports another feature except through its public entry (features/<name>/index.ts); shared needs become platform extension points (decision 021).',
}))

const zones = [
  {
    target: server('platform/**'),
    from: [
      server('features/**'),
      server('db/**'),
      server('seed/**'),
      server('cli/**'),
      server('{app,main,modules}.ts'),
    ],
    message:
      'platform/ is plumbing that features build on: it never imports a feature, the feature schema, the seed, the CLI or the composition root.',
  },
  {
    target: server('db/**'),
    from: [server('features/**'), server('seed/**'), server('{app,modules}.ts')],
    message: 'The schema is below the features: a table file never imports feature code.',
  },
  ...featureZones,
]

/** @type {import('eslint').Linter.Config[]} */
export const serverLayerZones = [
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', `${SERVER}/test/**`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
]
