import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

/** A node process that drops ~60 MB of objects, then runs `collectStartupGarbage`. */
function afterDroppedGarbage(nodeFlags: string[]) {
  const script = `
    import { collectStartupGarbage } from ${JSON.stringify(new URL('./startup-garbage.ts', import.meta.url).href)}
    let garbage = Array.from({ length: 400_000 }, (_, i) => ({ i, text: 'start-up '.repeat(8) + i }))
    garbage = garbage.length
    const before = process.memoryUsage().heapTotal
    const collected = collectStartupGarbage()
    console.log(JSON.stringify({ collected, before, after: process.memoryUsage().heapTotal }))`
  const output = execFileSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script])
  return JSON.parse(output.toString()) as { collected: boolean; before: number; after: number }
}

it('gives the heap back after start-up where node exposes gc, and does nothing where not', () => {
  const exposed = afterDroppedGarbage(['--expose-gc'])
  expect(exposed.collected).toBe(true)
  expect(exposed.after).toBeLessThan(exposed.before / 2)
  expect(afterDroppedGarbage([]).collected).toBe(false)
})
