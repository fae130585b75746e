import { messages, type MessageKey } from './messages.ts'

/** The names between braces in a message: 'Hi {name}' → 'name'. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

type ParamsFor<K extends MessageKey> = Record<Placeholders<(typeof messages)[K]>, string | number>

/** A message with placeholders needs its values; one without takes none. */
type ArgsFor<K extends MessageKey> = [Placeholders<(typeof messages)[K]>] extends [never]
  ? []
  : [params: ParamsFor<K>]

/**
 * Looks up a message and fills its `{placeholders}`. Numbers are inserted as given: format
 * them with i18n/format.ts first when they are shown as quantities or dates.
 */
export function t<K extends MessageKey>(key: K, ...args: ArgsFor<K>): string {
  const template: string = messages[key]
  const params: Record<string, string | number> = args[0] ?? {}
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/** Keys whose message takes no values, for tables of labels such as menus. */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<(typeof messages)[K]>] extends [never] ? K : never
}[MessageKey]
