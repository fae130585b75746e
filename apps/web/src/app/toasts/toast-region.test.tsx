import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, toastStore } from '../../lib/toasts/toast.ts'
import { ToastRegion } from './toast-region.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  for (const shown of toastStore.getSnapshot()) act(() => toastStore.dismiss(shown.id))
  vi.useRealTimers()
})

/** The region beside another React-managed element, where the pointer was before. */
function renderWithNeighbour() {
  render(
    <>
      <div data-testid="neighbour">menu</div>
      <ToastRegion />
    </>,
  )
  act(() => void toast('You have signed out.', { type: 'Success' }))
  return {
    neighbour: screen.getByTestId('neighbour'),
    text: screen.getByText('You have signed out.'),
  }
}

describe('a toast under the pointer (spec 4: held open while hovered)', () => {
  it('holds open for a pointer that came from a React element with no mouseout (Log out)', () => {
    const { neighbour, text } = renderWithNeighbour()
    // As Chromium sent it when the menu closed on Log out: a mouseover, no mouseout before.
    fireEvent.mouseOver(text, { relatedTarget: neighbour })
    act(() => void vi.advanceTimersByTime(6_000))
    expect(screen.getByTestId('toast')).toBeInTheDocument()

    // Leaving restarts the full 5000 ms.
    fireEvent.mouseOut(text, { relatedTarget: neighbour })
    act(() => void vi.advanceTimersByTime(4_999))
    expect(screen.getByTestId('toast')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument()
  })

  it('hides after 5000 ms when nothing holds it', () => {
    renderWithNeighbour()
    act(() => void vi.advanceTimersByTime(5_000))
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument()
  })
})
