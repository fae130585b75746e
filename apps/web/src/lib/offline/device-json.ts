import * as z from 'zod/mini'

/**
 * A small JSON value this device keeps for the signed-in student in localStorage (recent
 * reactions, chat drafts: cleared at sign-out with the offline data, decision 084). Read
 * back through its schema, parsed again only when the stored text changed, and `fallback`
 * when absent, unreadable or refused (a private window).
 */
export function deviceJson<S extends z.ZodMiniType>(key: string, schema: S, fallback: z.output<S>) {
  let seen: { raw: string | null; value: z.output<S> } | undefined
  return {
    read(): z.output<S> {
      let raw: string | null
      try {
        raw = localStorage.getItem(key)
      } catch {
        return fallback
      }
      if (seen?.raw !== raw) {
        let parsed: unknown
        try {
          parsed = raw === null ? undefined : JSON.parse(raw)
        } catch {
          parsed = undefined
        }
        const result = z.safeParse(schema, parsed)
        seen = { raw, value: result.success ? result.data : fallback }
      }
      return seen.value
    },
    /** False when the device refused it (storage full or off): the caller's value lives on the page only. */
    write(value: z.output<S>): boolean {
      try {
        localStorage.setItem(key, JSON.stringify(value))
        return true
      } catch {
        return false
      }
    },
  }
}
