/**
 * Makes again the button taps `/boot.js` held while a server-rendered page hydrated
 * (decision 075), on the buttons still in the page; taps from then on go to React. Called
 * once the first render has committed; nothing to do on a page the browser drew itself.
 */
export function replayEarlyClicks(): void {
  const page = window as Window & { quadReplayClicks?: () => void }
  page.quadReplayClicks?.()
}
