import { useEffect, useRef } from 'react'

/**
 * Keeps a native modal <dialog> in step with React state: showModal() makes the page
 * behind inert and gives Escape; `onClosed` runs once it has closed (to restore focus).
 */
export function useModalDialog(open: boolean, onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const onClosedRef = useRef(onClosed)
  useEffect(() => {
    onClosedRef.current = onClosed
  }, [onClosed])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      dialog.close()
      onClosedRef.current()
    }
  }, [open])

  return ref
}
