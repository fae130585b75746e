import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { ButtonLink } from '../../../components/button-link.tsx'
import { useStartConversation } from '../api.ts'
import { ListMessage } from './list-message.tsx'

/** `/chat?with=<uid>`: starts (or reuses) the 1:1 with that student and opens it in its place. */
export function StartChat({ uid }: { uid: string }) {
  const start = useStartConversation()
  const navigate = useNavigate()
  const started = useRef<string | null>(null)
  const { mutate } = start
  useEffect(() => {
    if (started.current === uid) return
    started.current = uid
    mutate(
      { participantUids: [uid] },
      {
        onSuccess: (conversation) => {
          void navigate(`/chat/${String(conversation.id)}`, { replace: true })
        },
      },
    )
  }, [uid, mutate, navigate])

  if (start.isError) {
    return (
      <ListMessage
        title={t('chat.startErrorTitle')}
        body={t('chat.startError', { reason: start.error.message })}
      >
        <ButtonLink to="/chat" variant="secondary">
          {t('chat.backToList')}
        </ButtonLink>
      </ListMessage>
    )
  }
  return <ListMessage title={t('chat.starting')} />
}
