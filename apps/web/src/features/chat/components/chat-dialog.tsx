import type { ReactNode } from 'react'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface ChatDialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** The dialog's actions, kept in view below the scrolling body. */
  footer?: ReactNode
}

/**
 * A chat dialog: modal, titled, closed by Escape, the backdrop or its close button, and
 * focus goes back to whatever opened it.
 */
export function ChatDialog(props: ChatDialogProps) {
  return <FormDialog {...props} closeLabel={t('chat.close')} />
}
