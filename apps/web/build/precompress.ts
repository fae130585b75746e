import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text the browser fetches: worth compressing. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/
/** Below this a compressed copy saves less than its headers cost (@fastify/compress agrees). */
const MIN_BYTES = 1024

/**
 * Writes `file.br` (Brotli at its best) and `file.gz` (gzip level 9) beside every text
 * file of the build, once at build time (issue 19): the server sends them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing each request. A copy that
 * is not smaller is not written, and the server then sends the original.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'quad:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))))
    },
  }
}

async function compressFile(file: string): Promise<void> {
  const original = await readFile(file)
  if (original.length < MIN_BYTES) return
  const [br, gzipped] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gz(original, { level: 9 }),
  ])
  if (br.length < original.length) await writeFile(`${file}.br`, br)
  if (gzipped.length < original.length) await writeFile(`${file}.gz`, gzipped)
}
