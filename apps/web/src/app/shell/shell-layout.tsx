import { useId, useRef } from 'react'
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { useOfflineSync, type LoadOfflineSync } from '../../lib/offline/use-offline-sync.ts'
import { useRealtime, type LoadRealtime } from '../../lib/realtime/use-realtime.ts'
import { BottomMenu } from './bottom-menu.tsx'
import { LeftBar } from './left-bar.tsx'
import { LazyMainMenu, prefetchMainMenu } from './lazy-main-menu.tsx'
import { OfflineBanner } from './offline-banner.tsx'
import { SectionOff } from './section-off.tsx'
import { SkipLink } from './skip-link.tsx'
import { TopBar } from './top-bar.tsx'
import { useMainMenu } from './use-main-menu.ts'
import { useScrollRestoration } from './use-scroll-restoration.ts'
import { useSectionOff } from './use-section-off.ts'

/** The socket and the features' frame handlers: a chunk of their own, after sign-in. */
const loadRealtime: LoadRealtime = () => import('../realtime/start-realtime.ts')
/** The features' senders of writes made offline: likewise (decision 084). */
const loadOfflineSync: LoadOfflineSync = () => import('../offline/start-offline.ts')

/**
 * The signed-in user, or null for a visitor in public mode, as the route guards decided.
 * A snapshot, not a live query: logging out must not blank the page before /login shows.
 */
export function shellLoader({ context }: LoaderFunctionArgs) {
  return { user: context.get(authStateContext).user }
}

/**
 * Spec 2 "Shell": top bar, left bar (md up), bottom menu (below md), slide-out main menu
 * and the alert area. The main area is the one scroll container, so the bars never move
 * and spec 4 "Scroll" can restore its position.
 */
export function ShellLayout() {
  const { user } = useLoaderData<typeof shellLoader>()
  const menu = useMainMenu()
  const menuId = useId()
  const mainRef = useRef<HTMLElement>(null)
  useScrollRestoration(mainRef)
  const sectionOff = useSectionOff()
  useRealtime(user !== null, loadRealtime)
  useOfflineSync(user?.uid ?? null, loadOfflineSync)

  return (
    <div className="flex h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-50">
      <SkipLink />
      <TopBar
        user={user}
        menuId={menuId}
        menuOpen={menu.isOpen}
        onMenuIntent={prefetchMainMenu}
        toggleRef={menu.toggleRef}
        onOpenMenu={() => {
          menu.open('toggle')
        }}
      />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        <LeftBar onNavigate={menu.close} />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="min-w-0 flex-1 overflow-y-auto overscroll-contain focus:outline-none"
        >
          {sectionOff ? <SectionOff title={sectionOff.title} /> : <Outlet />}
        </main>
      </div>
      <BottomMenu
        menuId={menuId}
        menuOpen={menu.isOpen}
        onMenuIntent={prefetchMainMenu}
        moreRef={menu.moreRef}
        onMore={() => {
          menu.open('more')
        }}
        onNavigate={menu.close}
      />
      <LazyMainMenu
        id={menuId}
        user={user}
        open={menu.isOpen}
        onClose={menu.close}
        onClosed={menu.restoreFocus}
      />
    </div>
  )
}
