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
import { featureZones, layerRules, under } from './eslint.layers.js'

const WEB = 'apps/web/src'
const web = under(WEB)

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
  ...featureZones(
    WEB,
    'A feature never imports another feature except through its public entry (features/<name>/index.ts); where one shows another, the route passes it in as a slot (decision 019).',
  ),
]

export const webLayerZones = layerRules(
  [`${WEB}/**/*.{ts,tsx}`],
  ['**/*.test.ts', '**/*.test.tsx', `${WEB}/test/**`],
  zones,
)
