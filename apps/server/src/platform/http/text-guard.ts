import type { FastifyInstance } from 'fastify'
import { badRequest } from '../errors.ts'

/**
 * Text PostgreSQL cannot store, refused before any schema or handler sees it (one guard,
 * not a fix per field): every request's params, query and body, values and keys.
 * - U+0000: "invalid byte sequence for encoding UTF8: 0x00" was a 500 (found by
 *   fuzz.test.ts: `DELETE /mobile_ws/v18/blocks/a%00b`). No field has a use for NUL.
 * - A lone UTF-16 surrogate ("\ud800", half of an emoji, which JSON can carry as an escape)
 *   has no UTF-8 form: a club request named so was a 500 (issue 30 security 4).
 */
const PROBLEMS = {
  nul: 'must not contain NUL characters',
  surrogate: 'must be well-formed text (it holds half of a character pair)',
} as const

export function installTextGuard(app: FastifyInstance): void {
  // A callback hook: the walk is synchronous, and an async hook would cost every
  // request a promise and a microtask (P4).
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const
    for (const [part, value] of parts) {
      const found = findBadText(value)
      if (found) {
        const path = [part, ...found.path].join('.')
        const message = PROBLEMS[found.problem]
        done(badRequest(`${path}: ${message}`, [{ path, message }]))
        return
      }
    }
    done()
  })
}

type Problem = keyof typeof PROBLEMS

const problemOf = (text: string): Problem | null =>
  text.includes('\u0000') ? 'nul' : text.isWellFormed() ? null : 'surrogate'

/** A node of the walk; paths are rebuilt from parents only when bad text is found. */
interface WalkNode {
  value: unknown
  key: string
  parent: WalkNode | null
}

/**
 * The path to the first string (value or key) that cannot be stored, and why, or null.
 * Iterative: a 1 MiB JSON body can nest thousands deep, which recursion would not survive.
 */
function findBadText(root: unknown): { path: string[]; problem: Problem } | null {
  const stack: WalkNode[] = [{ value: root, key: '', parent: null }]
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node
    if (typeof value === 'string') {
      const problem = problemOf(value)
      if (problem) return { path: pathOf(node), problem }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childNode = { value: child, key, parent: node }
        const problem = problemOf(key)
        if (problem) return { path: pathOf(childNode), problem }
        stack.push(childNode)
      }
    }
  }
  return null
}

/** The path as text the answer can carry: NUL shown as `\0`, a lone surrogate as U+FFFD. */
function pathOf(node: WalkNode): string[] {
  const path: string[] = []
  for (let at: WalkNode | null = node; at?.parent; at = at.parent) {
    path.unshift(at.key.replaceAll('\u0000', '\\0').toWellFormed())
  }
  return path
}
