/**
 * The factories' seeds for test fixtures (students, clubs): each test file starts from the
 * same ones, whatever ran before it in its worker. Files share a worker's modules
 * (decision 040, `isolate: false`), so a module-level counter would carry one file's
 * count into the next and change the names, interests and descriptions the next file's
 * fixtures get (a clubs test's search found a generated description that way).
 * `useTestApp` resets them before each file's own setup.
 */
const seeds = { student: 1, club: 1, post: 1, comment: 1 }

export function nextSeed(kind: keyof typeof seeds): number {
  return seeds[kind]++
}

export function resetSeeds(): void {
  seeds.student = 1
  seeds.club = 1
  seeds.post = 1
  seeds.comment = 1
}
