/** The two things analytics needs from the page, kept apart so tests can fake them. */
export interface AnalyticsHost {
  /** Adds a script tag; `onError` runs if it cannot load (blocked, offline). */
  addScript(url: string, onError: () => void): void
  /** The global the script defines, once it has. */
  readGlobal(name: string): unknown
}

export const browserAnalyticsHost: AnalyticsHost = {
  addScript(url, onError) {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.addEventListener('error', onError, { once: true })
    document.head.append(script)
  },
  readGlobal: (name) => Reflect.get(window, name),
}
