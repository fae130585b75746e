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
import { featureZones, layerRules, under } from './eslint.layers.js'

const SERVER = 'apps/server/src'
const server = under(SERVER)

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
  ...featureZones(
    SERVER,
    'A feature never imports another feature except through its public entry (features/<name>/index.ts); shared needs become platform extension points (decision 021).',
  ),
]

export const serverLayerZones = layerRules(
  [`${SERVER}/**/*.ts`],
  ['**/*.test.ts', `${SERVER}/test/**`],
  zones,
)
