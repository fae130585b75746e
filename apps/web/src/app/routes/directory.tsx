import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { directoryConfigQuery, peoplePageQuery } from '../../features/directory/api.ts'
import { DirectoryLoadError } from '../../features/directory/components/directory-load-error.tsx'
import { ConnectionLists } from '../../features/connections/components/connection-lists.tsx'
import { DirectoryView } from '../../features/directory/components/directory-view.tsx'
import { PROFILE_PARAM, readDirectoryState } from '../../features/directory/directory-params.ts'
import { ProfileDialog } from '../../features/profile/components/profile-dialog.tsx'
import { useSchool } from '../../lib/school/school.ts'
import { connectionActions } from './profile-actions.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { readFirstScreen } from '../../lib/ssr/first-screen.ts'

/**
 * The listing config decides which filters exist: fetch it before the page renders. The
 * first page of people for the address's search and filters is the first screen.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const queryClient = context.get(queryClientContext)
  const config = await queryClient.ensureQueryData(directoryConfigQuery)
  const state = readDirectoryState(new URL(request.url).searchParams, config.filters)
  await readFirstScreen([
    () => queryClient.ensureQueryData(peoplePageQuery(config.filters, state, 1)),
  ])
  return null
}

export const ErrorBoundary = DirectoryLoadError

function wasOpenedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromDirectory' in state
}

/**
 * Spec 2 /directory, with the profile card as a dialog over it. `?profile=<uid>` opens
 * the card, so it deep-links; a card opened from the list closes with history back, so
 * Back and the close button agree and the list's scroll position comes back.
 */
export function Component() {
  const school = useSchool()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const uid = params.get(PROFILE_PARAM)
  const lastUid = useRef(uid)
  useEffect(() => {
    if (uid !== null) lastUid.current = uid
  }, [uid])

  const close = () => {
    if (wasOpenedHere(location.state)) {
      void navigate(-1)
      return
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(PROFILE_PARAM)
        return next
      },
      { replace: true },
    )
  }
  const returnFocus = () => {
    // Back to the card that opened it; after a deep link there is none, so the page.
    const card = lastUid.current
      ? document.querySelector<HTMLElement>(`[data-person-uid="${CSS.escape(lastUid.current)}"]`)
      : null
    ;(card ?? document.getElementById('main'))?.focus()
  }

  return (
    <>
      <DirectoryView connect={school.config.connect} connectionLists={<ConnectionLists />} />
      <ProfileDialog
        uid={uid}
        connect={school.config.connect}
        renderActions={connectionActions}
        onClose={close}
        onClosed={returnFocus}
      />
    </>
  )
}
