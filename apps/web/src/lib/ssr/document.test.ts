import { describe, expect, it } from 'vitest'
import { demoSchool } from '../../test/fake-api.ts'
import { escapeHtml, jsonForHtml, serverDocument } from './document.ts'

const template = `<!doctype html><html><head><link rel="icon" href="data:," /><title>Quad</title>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="modulepreload" crossorigin href="/assets/home-d.js"></head><body>
<div id="root">
  <main class="loading"><div role="status"><span>Loading…</span></div></main>
</div><noscript>Quad needs JavaScript to run.</noscript></body></html>`

describe('the server’s document (decision 075)', () => {
  const school = { ...demoSchool, name: 'Demo <U>', top_bar_bg_color: '005fbf' }

  it('puts the title, the school’s colours and favicon in the head, and the app in #root', () => {
    const html = serverDocument(
      template,
      {
        title: 'Sign in · Demo <U>',
        school: { ...school, school_favicon: '/media/f.svg?a=1&b=2' },
      },
      '<main>app</main>',
      { a: 1 },
    )
    expect(html).toContain('<title>Sign in · Demo &lt;U&gt;</title>')
    expect(html).toContain('<link rel="icon" href="/media/f.svg?a=1&amp;b=2" />')
    expect(html).toContain('<style id="school-theme">:root{--school-color:#005fbf;')
    expect(html).toContain('<meta name="theme-color" content="#005fbf" />')
    expect(html).toContain('<div id="root"><main>app</main></div>')
    expect(html).toContain(
      '<script type="application/json" id="quad-server-state">{"a":1}</script>',
    )
    expect(html).not.toContain('Loading…')
    expect(html).toContain('<noscript>')
  })

  it('starts the page’s modules after it has painted: none is fetched before', () => {
    const html = serverDocument(template, { title: 't', school }, '<main>app</main>', {})
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    // The stylesheet still comes first: the page paints in its colours.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">')
    expect(html).toMatch(
      /<script src="\/boot\.js" defer data-modules="\/assets\/index-a\.js \/assets\/react-b\.js \/assets\/home-d\.js"><\/script><\/body>/,
    )
  })

  it('keeps the empty favicon for a school without one', () => {
    const html = serverDocument(
      template,
      { title: 't', school: { ...school, school_favicon: '' } },
      '',
      {},
    )
    expect(html).toContain('<link rel="icon" href="data:," />')
  })

  it('carries state that no string can end early or turn into markup', () => {
    const text = '</script><script>alert(1)</script><!--'
    expect(jsonForHtml({ text })).not.toContain('<')
    expect(JSON.parse(jsonForHtml({ text }))).toEqual({ text })
    expect(escapeHtml(`"&<>`)).toBe('&quot;&amp;&lt;&gt;')
  })

  it('refuses a shell without the loading screen it replaces', () => {
    expect(() =>
      serverDocument(
        '<html><body><script type="module" crossorigin src="/e.js"></script></body></html>',
        { title: 't', school },
        '',
        {},
      ),
    ).toThrow(/#root/)
  })
})
