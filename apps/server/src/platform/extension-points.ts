/**
 * Extension points (issue 31): the platform holds the mechanism, features hold the lists.
 * A feature that lets others add to something of its own (the clubs feature's about answer
 * and page tabs, the events feature's calendar) declares a point in a small file of its
 * public entry; a contributing feature lists `contribute(point, value)` in its module's
 * `contributes`; the offering feature reads them with `ctx.extensions.of(point)`. The
 * platform knows no point: it only carries the contributions from one side to the other.
 */

/** One value a module adds to a point (made by `contribute`; opaque to everyone else). */
export interface Contribution {
  /** The point's name, for messages. */
  readonly point: string
}

/** A typed place where features add values of type `T` (make one with `extensionPoint`). */
export interface ExtensionPoint<T> {
  /** `<feature>.<what>`, e.g. `clubs.about`: unique by convention, for messages only. */
  readonly name: string
  /** A contribution of `value` to this point (`contribute` is the way to call it). */
  contribution(value: T): Contribution
  /** The values of those of `contributions` that were made to this point, in their order. */
  valuesIn(contributions: readonly Contribution[]): T[]
}

/**
 * Declares an extension point. The point keeps each contribution's value itself, so that
 * reading them back is typed without a cast; it holds no state of an app (a contribution
 * is a constant of its module, and several apps, as in tests, may list the same one).
 */
export function extensionPoint<T>(name: string): ExtensionPoint<T> {
  // Boxed: `T` itself may include undefined.
  const values = new WeakMap<Contribution, { value: T }>()
  return {
    name,
    contribution(value) {
      const made: Contribution = Object.freeze({ point: name })
      values.set(made, { value })
      return made
    },
    valuesIn(contributions) {
      const found: T[] = []
      for (const contribution of contributions) {
        const box = values.get(contribution)
        if (box) found.push(box.value)
      }
      return found
    },
  }
}

/** What a module adds to another feature's point: `contributes: [contribute(point, value)]`. */
export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution {
  return point.contribution(value)
}

/**
 * Every module's contributions, in module order (then each module's own order). A
 * contribution to a point no module reads is kept and never asked for: a feature may
 * contribute to one that a test app (fewer modules) or this installation leaves out.
 */
export class Extensions {
  readonly #contributions: readonly Contribution[]

  constructor(contributions: readonly Contribution[]) {
    this.#contributions = contributions
  }

  /** The values contributed to `point`; the offering feature reads them once, as it registers. */
  of<T>(point: ExtensionPoint<T>): readonly T[] {
    return point.valuesIn(this.#contributions)
  }
}
