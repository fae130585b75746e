import { createContext, useContext, useEffect } from 'react'

/** Lets a page add the name of what it shows to its title (RootLayout holds it). */
export const PageNameContext = createContext<(name: string | null) => void>(() => undefined)

/**
 * WCAG 2.4.2: a page that shows one thing (a profile, a club, a conversation) names it in
 * the document title, "Jonah Okafor · Profile · Demo University", once it is known.
 */
export function usePageName(name: string | null | undefined): void {
  const setName = useContext(PageNameContext)
  useEffect(() => {
    setName(name ?? null)
    return () => {
      setName(null)
    }
  }, [name, setName])
}
