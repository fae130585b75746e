import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../components/button.tsx'
import { ButtonLink } from '../components/button-link.tsx'
import { CardPage } from '../components/card-page.tsx'

/**
 * The root error boundary. It may render because the school itself failed to load, so
 * it uses no school data; the error's details go to the console, never to the page.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  if (!isNotFound) console.error(error)

  return (
    <CardPage>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {isNotFound ? 'Page not found' : 'Something went wrong'}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        {isNotFound
          ? 'The page you asked for does not exist.'
          : 'Quad could not load this page. Check your connection, then try again.'}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            window.location.reload()
          }}
        >
          Try again
        </Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          Go to home
        </ButtonLink>
      </div>
    </CardPage>
  )
}
