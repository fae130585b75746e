import { Suspense, useState } from 'react'
import { lazyPart } from '../../lib/ssr/lazy-part.ts'
import type { MainMenuProps } from './main-menu.tsx'

/*
 * The slide-out menu (its entries, hub links, log out and the dialog) loads on first use
 * (issue 32): closed, it is nothing a page shows, yet it was a fifth of the shell's code and
 * 160 elements of every page's HTML and hydration. Its code is fetched as the student heads
 * for a button that opens it, and it stays mounted once opened, so it closes (and gives
 * focus back) like any dialog.
 */
const mainMenu = lazyPart(
  () => import('./main-menu.tsx'),
  (module) => module.MainMenu,
)

/** For the buttons that open the menu: their pointer, touch or focus asks for its code. */
export function prefetchMainMenu(): void {
  void mainMenu.load()
}

export function LazyMainMenu(props: MainMenuProps) {
  const [isMounted, setIsMounted] = useState(props.open)
  // Mounted from its first opening on (state set during render: React's way to derive it).
  if (props.open && !isMounted) setIsMounted(true)
  if (!isMounted) return null
  return (
    <Suspense fallback={null}>
      <mainMenu.Component {...props} />
    </Suspense>
  )
}
