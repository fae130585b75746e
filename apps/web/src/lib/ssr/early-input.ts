/**
 * Hands React what a student did while a server-rendered page hydrated (decision 075), from
 * what `/boot.js` noted: text typed into a field reaches the field's onChange (call in the
 * hydrating commit, a layout effect), and the taps held on buttons, checkboxes and radios are
 * made again on those still in the page (call after it, an effect). From then on, everything
 * goes to React. Nothing to do on a page the browser drew itself.
 */
interface EarlyInput {
  typed: () => void
  taps: () => void
}

function earlyInput(): EarlyInput | undefined {
  return (window as Window & { quadEarlyInput?: EarlyInput }).quadEarlyInput
}

export function replayEarlyTyping(): void {
  earlyInput()?.typed()
}

export function replayEarlyTaps(): void {
  earlyInput()?.taps()
}
