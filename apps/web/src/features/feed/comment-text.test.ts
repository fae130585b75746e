// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { htmlToText, textToHtml } from './comment-text.ts'

describe('comment text', () => {
  it('keeps typed markup as text, lines as breaks and paragraphs', () => {
    expect(textToHtml(' <b>hi</b> & "you"\nthere\n\nnext ')).toBe(
      '<p>&lt;b&gt;hi&lt;/b&gt; &amp; &quot;you&quot;<br>there</p><p>next</p>',
    )
  })

  it('reads a body back as the text that was written', () => {
    expect(htmlToText(textToHtml('one\ntwo\n\n<three>'))).toBe('one\ntwo\n\n<three>')
  })
})
