/*
 * A server-rendered page's start (decision 075): the page's HTML is painted first, then its
 * JavaScript is fetched and run. A phone shows the page at once instead of waiting for
 * every module; the modules are named by the server in `data-modules` (the entry first,
 * then what it will import, fetched in parallel). A tab in the background paints nothing:
 * it starts at once. Plain JavaScript, served as it is (apps/web/public/).
 */
;(() => {
  const script = document.currentScript
  const [entry, ...preloads] = (script?.dataset.modules ?? '').split(' ').filter(Boolean)
  if (!entry) return
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = entry
    document.head.append(module)
  }
  // A tap on a button before the page has hydrated is held, and made again once it has
  // (src/lib/ssr/early-clicks.ts): nothing a student taps while the JavaScript loads is lost.
  // Links need no help: they work as plain links.
  const held = []
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.disabled) return
    event.preventDefault()
    event.stopPropagation()
    if (!held.includes(button)) held.push(button)
  }
  document.addEventListener('click', hold, true)
  window.quadReplayClicks = () => {
    document.removeEventListener('click', hold, true)
    for (const button of held.splice(0)) if (button.isConnected) button.click()
  }
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(() => setTimeout(start, 0))
})()
