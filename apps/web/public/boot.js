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
    // All at once: one insertion into the head, not one per module.
    const links = document.createDocumentFragment()
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      links.append(link)
    }
    const module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = entry
    links.append(module)
    document.head.append(links)
  }
  // What a student does before the page has hydrated is not lost (src/lib/ssr/early-input.ts):
  // a tap on a button, a checkbox or a radio, and a form sent, are held and made again once
  // React listens; text typed into a field stays, and React is told of it then (React 19
  // keeps such text on screen but not in its state). Links need no help: they work as plain
  // links.
  // A page drawn anew (its times read in another zone than the server drew) has React put
  // its own elements in place of the server's: what was held for an element then goes to the
  // one at the same place in the new page, when it is the same kind with the same text. The
  // place counts no <link>, <meta> or <style>: React puts those of the server's render
  // (an image's preload) before the page, where its own render has none.
  const root = document.getElementById('root')
  const hoisted = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE'])
  const placed = (parent) => [...(parent?.children ?? [])].filter((e) => !hoisted.has(e.tagName))
  const kindOf = (element) =>
    `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.textContent}`
  const remember = (element) => {
    const path = []
    for (let node = element; node && node !== root; node = node.parentElement) {
      path.unshift(placed(node.parentElement).indexOf(node))
    }
    return { element, path, kind: kindOf(element) }
  }
  const find = ({ element, path, kind }) => {
    if (element.isConnected) return element
    let node = root
    for (const index of path) node = placed(node)[index]
    return node && kindOf(node) === kind ? node : null
  }
  const held = []
  const typed = new Map()
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest('button, input[type=checkbox], input[type=radio]')
    if (!control || control.disabled) return
    event.preventDefault()
    event.stopPropagation()
    if (!held.some((tap) => tap.element === control)) held.push(remember(control))
  }
  const note = (event) => {
    const field = event.target
    const isField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    if (isField)
      typed.set(field, { place: typed.get(field)?.place ?? remember(field), value: field.value })
  }
  // A form sent before then (Enter in a search field) is held too and sent again through
  // React; otherwise the browser would post it and load the page anew, losing what was typed.
  const sent = []
  const holdSubmit = (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopPropagation()
    if (sent.some((held) => held.form.element === form)) return
    sent.push({
      form: remember(form),
      submitter: event.submitter ? remember(event.submitter) : null,
    })
  }
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', holdSubmit, true)
  document.addEventListener('input', note, true)
  document.addEventListener('change', note, true)
  // React notices a change when a field's value differs from the one it last saw, which its
  // own setter on the element records: record another, put the typed text back with the
  // element's native setter (a render may have reset it), and send the event React listens to.
  const tell = (field, value) => {
    // Files chosen before hydration stay chosen (a file input's value cannot be set): React
    // is told of them by the change event it listens to.
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }))
      return
    }
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    if (!nativeSetter) return
    field.value = `${value}\u0000`
    nativeSetter.call(field, value)
    const kind = field instanceof HTMLSelectElement ? 'change' : 'input'
    field.dispatchEvent(new Event(kind, { bubbles: true }))
  }
  window.quadEarlyInput = {
    // In the hydrating commit, before any render could set a field back.
    typed: () => {
      document.removeEventListener('input', note, true)
      document.removeEventListener('change', note, true)
      for (const { place, value } of typed.values()) {
        const field = find(place)
        if (field) tell(field, value)
      }
      typed.clear()
    },
    // After it: a tap's handler may render at once (flushSync), which a commit cannot.
    taps: () => {
      document.removeEventListener('click', hold, true)
      document.removeEventListener('submit', holdSubmit, true)
      for (const tap of held.splice(0)) find(tap)?.click()
      for (const held of sent.splice(0)) {
        const form = find(held.form)
        const submitter = held.submitter && find(held.submitter)
        form?.requestSubmit(submitter?.form === form ? submitter : null)
      }
    },
  }
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(() => setTimeout(start, 0))
})()
