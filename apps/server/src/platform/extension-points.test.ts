import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/test-app.ts'
import { contribute, extensionPoint, Extensions } from './extension-points.ts'
import { defineModule } from './module.ts'

/**
 * Issue 31: a feature offers a point, others contribute through the registry, and the
 * offering feature reads the values as it registers. Probe modules stand for the features:
 * the offering one comes first in the list, so it also shows that every module's
 * contributions are known before any module registers.
 */
interface Greeting {
  text: string
}
const greetingPoint = extensionPoint<Greeting>('probe.greetings')
const unreadPoint = extensionPoint<number>('probe.unread')

let read: readonly Greeting[] = []

const offering = defineModule({
  name: 'offering-probe',
  register(_app, ctx) {
    read = ctx.extensions.of(greetingPoint)
  },
})
const first = defineModule({
  name: 'first-probe',
  register() {},
  contributes: [contribute(greetingPoint, { text: 'hello' })],
})
const second = defineModule({
  name: 'second-probe',
  register() {},
  // A point no module reads: kept, never asked for.
  contributes: [contribute(unreadPoint, 7), contribute(greetingPoint, { text: 'hi' })],
})

useTestApp({ modules: [offering, first, second] })

describe('extension points through the module registry', () => {
  it('gives the offering module every contribution to its point, in module order', () => {
    expect(read).toEqual([{ text: 'hello' }, { text: 'hi' }])
  })
})

describe('Extensions', () => {
  it('reads only the values made to the point asked', () => {
    const made = [contribute(unreadPoint, 1), contribute(greetingPoint, { text: 'a' })]
    const extensions = new Extensions(made)
    expect(extensions.of(unreadPoint)).toEqual([1])
    expect(extensions.of(greetingPoint)).toEqual([{ text: 'a' }])
    // A point declared alike is another point: values are found by the point, not its name.
    expect(extensions.of(extensionPoint<Greeting>('probe.greetings'))).toEqual([])
  })

  it('lets several apps list the same contributions (a contribution holds no app state)', () => {
    const made = [contribute(unreadPoint, 2)]
    expect(new Extensions(made).of(unreadPoint)).toEqual([2])
    expect(new Extensions(made).of(unreadPoint)).toEqual([2])
  })

  it('types a contribution by its point', () => {
    // @ts-expect-error: a greeting point takes greetings only.
    contribute(greetingPoint, 42)
  })
})
