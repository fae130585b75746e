import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import { hasHost, postToHost } from '../../../lib/host/host-bridge.ts'
import { Button } from '../../../components/button.tsx'
import { ButtonLink } from '../../../components/button-link.tsx'
import { chatHref } from '../links.ts'

interface MessageButtonProps {
  uid: string
}

/**
 * Spec 4/5 Message. Framed, it asks the host to open its chat (the spec's behaviour);
 * standalone, where the spec disables it, it opens Quad's own chat instead
 * (docs/decisions/006-message-button.md).
 */
export function MessageButton({ uid }: MessageButtonProps) {
  if (!hasHost()) {
    return (
      <ButtonLink to={chatHref(uid)} data-control="message">
        {t('connections.message')}
      </ButtonLink>
    )
  }
  return (
    <Button data-control="message" onClick={() => postToHost({ type: 'open-chat', uid })}>
      {t('connections.message')}
    </Button>
  )
}
