/*
 * What jsdom lacks and the app uses, filled in as the browser behaves (route-level tests).
 * Layout does not exist in jsdom: anything that depends on it belongs to e2e in Chromium.
 */

/** `(min-width: 48rem)`, `(max-width: 767px)`: evaluated against window.innerWidth. */
function matches(query: string): boolean {
  const width = window.innerWidth
  return query.split(' and ').every((part) => {
    const found = /\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/.exec(part)
    if (!found) return false
    const [, bound, amount, unit] = found
    const px = Number(amount) * (unit === 'px' ? 1 : 16)
    return bound === 'min' ? width >= px : width <= px
  })
}

/** Lists made so far, each with whether it matched: a width change tells those it flips. */
const lists = new Map<MediaQueryList, boolean>()

function matchMedia(query: string): MediaQueryList {
  const list = new EventTarget() as MediaQueryList
  lists.set(list, matches(query))
  Object.defineProperties(list, {
    media: { value: query },
    matches: { get: () => matches(query) },
    onchange: { value: null, writable: true },
    addListener: { value: () => undefined },
    removeListener: { value: () => undefined },
  })
  return list
}

/** Phone or desktop width for the test that follows; fires resize like a browser. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
  for (const [list, matched] of lists) {
    if (list.matches === matched) continue
    lists.set(list, list.matches)
    list.dispatchEvent(new Event('change'))
  }
}

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installBrowserGaps(): void {
  window.matchMedia = matchMedia
  globalThis.ResizeObserver = NoResizeObserver
  Element.prototype.scrollIntoView = function scrollIntoView() {}
  Element.prototype.scrollTo = function scrollTo() {}
  // A modal <dialog>: open and close as the browser does (focus trapping is e2e's to check).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal
  // The rich-text editor's commands (components/rich-text): jsdom has none; typing still
  // edits the text (user-event), formatting is e2e's to check.
  if (!('execCommand' in document)) {
    Object.assign(document, { execCommand: () => false, queryCommandState: () => false })
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return
    if (value !== undefined) this.returnValue = value
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
