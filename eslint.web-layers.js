// @ts-check
/*
 * The web app's layers (ARCHITECTURE.md "Layering", decision 019), kept in their own file so
 * the server's zones can be added beside them without touching these:
 *   lib/ → nothing of components/, features/ or app/
 *   components/ → lib/ only
 *   features/ → lib/ and components/, never app/; another feature only through its
 *     public entry, features/<name>/index.ts; never re-exporting lib/ or components/
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

const outsideZones = ['**/*.test.ts', '**/*.test.tsx', `${WEB}/test/**`]

/*
 * A feature never passes lib/ or components/ on under its own address (issue 31): events had
 * come to take form helpers from clubs, which re-exported them after they moved to lib/.
 * Shared code has one address. An import path reaches src/ by as many ../ as the file is
 * deep, so one block per depth (features/<name>/*, features/<name>/<folder>/*, one deeper);
 * the only no-restricted-syntax for these files: a later block would replace it, not add.
 */
const sharedReexports = [2, 3, 4].map((depth) => {
  const shared = `/^(\\.\\.\\/){${String(depth)}}(lib|components)\\//`
  const message =
    'A feature never re-exports lib/ or components/: import shared code from where it lives, so no feature becomes the way another reaches it (issue 31).'
  return {
    files: [`${WEB}/features/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: outsideZones,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ExportNamedDeclaration[source.value=${shared}]`, message },
        { selector: `ExportAllDeclaration[source.value=${shared}]`, message },
      ],
    },
  }
})

export const webLayerZones = [
  ...layerRules([`${WEB}/**/*.{ts,tsx}`], outsideZones, zones),
  ...sharedReexports,
]
