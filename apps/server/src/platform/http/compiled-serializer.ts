import fastJson, { type Schema } from 'fast-json-stringify'
import { z } from 'zod'

/**
 * A route's response serializer compiled once from its Zod schema (through JSON
 * Schema into fast-json-stringify), for the hottest lists (P1: encoding twenty cards
 * with Zod and then stringifying them cost more than the search). Like the Zod
 * serializer it writes only the properties the schema names, so a field the contract
 * does not list never reaches the wire; unlike it, it trusts the types (the service's
 * return type is the contract's inferred type).
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  // Contracts are zod/mini schemas (decision 005): core types, not classic ZodType.
  if (!(schema instanceof z.core.$ZodType)) throw new Error('compiledSerializer needs a Zod schema')
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' })
  const simple = withNullableTypes(json)
  if (!isSchema(simple)) throw new Error('the Zod schema has no JSON Schema form')
  return fastJson(simple)
}

/**
 * `anyOf: [{type: 'string'}, {type: 'null'}]` (how Zod writes a nullable) becomes
 * `type: ['string', 'null']`: fast-json-stringify picks an anyOf branch by running a
 * validator on every value, but checks a type list with typeof.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes)
  if (typeof node !== 'object' || node === null) return node
  const entries = Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)])
  const copy: Record<string, unknown> = Object.fromEntries(entries)
  const branches = copy.anyOf
  if (!Array.isArray(branches) || branches.length !== 2) return copy
  const nullIndex = branches.findIndex((b) => isOnlyType(b) && b.type === 'null')
  const other: unknown = branches[1 - nullIndex]
  if (nullIndex < 0 || !isOnlyType(other) || typeof other.type !== 'string') return copy
  const { anyOf: _branches, ...rest } = copy
  return { ...rest, type: [other.type, 'null'] }
}

/** A schema that says nothing but its type. */
function isOnlyType(value: unknown): value is { type: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    'type' in value
  )
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null
}
