import { useCallback, useEffect, useRef, useState } from 'react'
import type { ControlId } from './connection-rules.ts'

interface FocusRequest {
  control: ControlId
  seq: number
}

/**
 * Spec 4 "Keyboard focus moves to the fitting new button". The new button may render
 * before or after the request to focus it (query cache and mutation settle separately),
 * so the request waits until an element with that `data-control` exists, focuses it
 * once, and is then spent.
 */
export function useFocusControl(renderedControls: string) {
  // A callback ref kept in state: the container is part of what the effect depends on.
  const [container, attachContainer] = useState<HTMLElement | null>(null)
  const [request, setRequest] = useState<FocusRequest | null>(null)
  const doneSeq = useRef(0)

  useEffect(() => {
    if (!request || doneSeq.current === request.seq) return
    const element = container?.querySelector<HTMLElement>(`[data-control="${request.control}"]`)
    if (!element) return
    element.focus()
    doneSeq.current = request.seq
  }, [container, request, renderedControls])

  const focusControl = useCallback((control: ControlId) => {
    setRequest((previous) => ({ control, seq: (previous?.seq ?? 0) + 1 }))
  }, [])

  return { attachContainer, focusControl }
}
