/**
 * Start-up leaves garbage no request makes again: module evaluation, migrations, the
 * school checks, the directory's warm-up, pg-boss's set-up (and in the embedded database's
 * worker, opening PGlite). V8 collects it only once its heap next fills, so an idle server
 * holds it (quality.md P6: an idle embedded server ≤ 300 MB). Once the start is over, one
 * collection that also gives memory back returns it (decision 064 "Since (stop 69)"): a
 * default `gc()` frees the objects but keeps the heap's pages; the `last-resort` flavour is
 * V8's memory-reducing collection (compacting, pages released).
 *
 * `gc` exists only where node was started with `--expose-gc` (`npm start` is, and its worker
 * threads inherit the flag); a deployment that runs the bundle without it skips this, as it
 * skips malloc's thresholds. Answers whether it collected.
 */
export function collectStartupGarbage(): boolean {
  const gc = (globalThis as { gc?: (options: GcOptions) => void }).gc
  if (typeof gc !== 'function') return false
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  return true
}

/** The options of V8's `gc` extension (`--expose-gc`). */
interface GcOptions {
  type: 'major' | 'minor'
  execution: 'sync' | 'async'
  flavor: 'regular' | 'last-resort'
}
