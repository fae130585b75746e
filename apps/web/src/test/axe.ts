import axe from 'axe-core'
import { expect } from 'vitest'

/** axe on what a route test rendered (jsdom has no layout: colour contrast is e2e's). */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })
  expect(
    result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`),
  ).toEqual([])
}
