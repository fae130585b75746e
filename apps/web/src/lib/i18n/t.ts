import { messages, type Catalogue, type MessageKey } from './messages.ts'

/** The names between braces in a message: 'Hi {name}' → 'name'. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

type ParamsFor<K extends MessageKey> = Record<Placeholders<Catalogue[K]>, string | number>

/** A message with placeholders needs its values; one without takes none. */
type ArgsFor<K extends MessageKey> = [Placeholders<Catalogue[K]>] extends [never]
  ? []
  : [params: ParamsFor<K>]

const shellMessages: Partial<Record<string, string>> = messages
const sectionMessages: Partial<Record<string, string>> = {}

/** Adds a lazily loaded section's strings (see messages.ts Catalogue). */
export function registerMessages(more: Record<string, string>): void {
  Object.assign(sectionMessages, more)
}

/**
 * Looks up a message and fills its `{placeholders}`. Numbers are inserted as given: format
 * them with i18n/format.ts first when they are shown as quantities or dates.
 */
export function t<K extends MessageKey>(key: K, ...args: ArgsFor<K>): string {
  const template = shellMessages[key] ?? sectionMessages[key] ?? key
  const params: Record<string, string | number> = args[0] ?? {}
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/** Keys whose message takes no values, for tables of labels such as menus. */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<Catalogue[K]>] extends [never] ? K : never
}[MessageKey]
