import '../../features/chat/messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { ChatPage } from '../../features/chat/components/chat-page.tsx'
import { StartChat } from '../../features/chat/components/start-chat.tsx'
import { conversationQuery } from '../../features/chat/api.ts'
import { conversationTitle } from '../../features/chat/conversation-text.ts'
import { useSchool } from '../../lib/school/school.ts'
import { usePageName } from '../page-name.ts'
import { authTokensQuery } from '../../lib/session/session.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { userContext } from '../require-user.ts'

/** The chat calls use the bearer client (spec 7), which needs the session's JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return { selfUid: context.get(userContext).uid }
}

/**
 * Spec 2 /chat and /chat/<conversation id>. `?with=<uid>` (the Message button, decision
 * 006) starts or reuses the 1:1 with that student, then opens it.
 */
export function Component() {
  const { selfUid } = useLoaderData<typeof loader>()
  const { conversationId } = useParams()
  const [params] = useSearchParams()
  const { connect } = useSchool().config
  const withUid = params.get('with')
  const id =
    conversationId !== undefined && /^\d+$/.test(conversationId) ? Number(conversationId) : null
  // The chat page loads it; this only reads the cache, to name the page (WCAG 2.4.2).
  const open = useQuery({ ...conversationQuery(id ?? 0), enabled: false }).data
  usePageName(id !== null && open ? conversationTitle(open) : null)
  if (withUid) return <StartChat uid={withUid} />
  return <ChatPage conversationId={id} selfUid={selfUid} connect={connect} />
}
