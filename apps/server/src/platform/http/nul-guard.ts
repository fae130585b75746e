import type { FastifyInstance } from 'fastify'
import { badRequest } from '../errors.ts'

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any string that reaches a query fails
 * with "invalid byte sequence for encoding UTF8: 0x00", which was a 500 (found by
 * fuzz.test.ts: `DELETE /mobile_ws/v18/blocks/a%00b`). No field has a use for NUL,
 * so every request's params, query and body are refused with a 400 naming the field,
 * in one place, before any schema or handler sees them.
 */
export function installNulGuard(app: FastifyInstance): void {
  // A callback hook: the walk is synchronous, and an async hook would cost every
  // request a promise and a microtask (P4).
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const
    for (const [part, value] of parts) {
      const at = findNul(value)
      if (at) {
        const path = [part, ...at].join('.')
        const message = 'must not contain NUL characters'
        done(badRequest(`${path}: ${message}`, [{ path, message }]))
        return
      }
    }
    done()
  })
}

/** A node of the walk; paths are rebuilt from parents only when a NUL is found. */
interface WalkNode {
  value: unknown
  key: string
  parent: WalkNode | null
}

/**
 * The path to the first string (value or key) containing NUL, or null. Iterative:
 * a 1 MiB JSON body can nest thousands deep, which recursion would not survive.
 */
function findNul(root: unknown): string[] | null {
  const stack: WalkNode[] = [{ value: root, key: '', parent: null }]
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childNode = { value: child, key, parent: node }
        if (key.includes('\u0000')) return pathOf(childNode)
        stack.push(childNode)
      }
    }
  }
  return null
}

function pathOf(node: WalkNode): string[] {
  const path: string[] = []
  for (let at: WalkNode | null = node; at?.parent; at = at.parent) {
    path.unshift(at.key.replaceAll('\u0000', '\\0'))
  }
  return path
}
