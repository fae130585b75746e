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

/*
 * The platform holds mechanisms; features hold their lists (issue 31, decision 070): a
 * platform file never names a feature's URL. A route says what it needs in its own config
 * (`csrf: false`, `changesState: true`, `auth: 'session' | 'machine'`, `school: false`),
 * and the platform's hooks read `request.routeOptions.config`. The surface prefixes
 * themselves ('/mobile_ws/', '/api/v1/', '/media/', bare) stay legal: the defaults come
 * from the surface (`path.startsWith('/mobile_ws/')`). A template literal past a bare
 * prefix (`/api/v1/${x}`) names a URL all the same. Route files (*.routes.ts) define the
 * platform's own URLs; tests may name any.
 */
const FEATURE_URL = String.raw`^\/(mobile_ws|api\/v1|media)\/.`
const SURFACE_PREFIX = String.raw`^\/(mobile_ws|api\/v1|media)\/$`
const featureUrlMessage =
  "The platform never lists a feature's URL: declare the route's needs in its route config (decision 070)."

export const platformNamesNoFeatureUrl = {
  files: [`${SERVER}/platform/**/*.ts`],
  ignores: ['**/*.routes.ts', '**/*.test.ts'],
  rules: {
    // The only no-restricted-syntax for these files: a later block would replace it, not add.
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${FEATURE_URL}/]`, message: featureUrlMessage },
      {
        selector: `TemplateLiteral[quasis.0.value.raw=/${FEATURE_URL}/], TemplateLiteral[expressions.length>0][quasis.0.value.raw=/${SURFACE_PREFIX}/]`,
        message: featureUrlMessage,
      },
    ],
  },
}
