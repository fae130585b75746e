// @ts-check
/*
 * What the server's and the web's layer rules share (decisions 019, 021): the feature
 * folders as they are on disk, the one-feature-through-another's-index zone built from
 * them, and the lint block that applies a list of zones plus no-cycle.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

export const root = path.dirname(fileURLToPath(import.meta.url))

/** An absolute glob under one app's source folder. */
export const under = (/** @type {string} */ src) => (/** @type {string} */ part) =>
  `${root}/${src}/${part}`

/**
 * features/<a> may reach features/<b> only through features/<b>/index.ts: one zone per
 * folder under features/, read from disk, so a new feature is covered the day it appears.
 * @param {string} src the app's source folder, from the repository root
 * @param {string} message
 */
export function featureZones(src, message) {
  const at = under(src)
  return fs
    .readdirSync(path.join(root, src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: at(`features/${entry.name}/**`),
      from: at(`features/!(${entry.name})/**`),
      except: [at('features/*/index.ts')],
      message,
    }))
}

/**
 * The lint block for one app: its zones and no import cycles; tests and the test
 * harness sit outside the zones.
 * @param {string[]} files
 * @param {string[]} ignores
 * @param {unknown[]} zones
 * @returns {import('eslint').Linter.Config[]}
 */
export function layerRules(files, ignores, zones) {
  return [
    {
      files,
      ignores,
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript files are modules too (without this, no-cycle reads no .ts dependency).
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [createNodeResolver()],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones }],
        // Cycles are ours to find: dependencies in node_modules are not walked (faster, and a
        // minified bundle there once overflowed the parser's stack).
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ]
}
