/**
 * Quality brief "a route change is announced": a single-page app changes pages without the
 * load a screen reader would announce, so the new page's title is read out here.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <div role="status" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {message}
    </div>
  )
}
