import { useParams } from 'react-router'
import { VerifyPage } from '../../features/transcript/components/verify-page.tsx'

/** /cct/verify/{token} (issue 36 item 2): a transcript verification link, open to anyone. */
export function Component() {
  const { token = '' } = useParams()
  return <VerifyPage token={token} />
}
