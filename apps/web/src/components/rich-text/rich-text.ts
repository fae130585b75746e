/*
 * The bio editor's commands. document.execCommand is deprecated but every browser still
 * implements it, and it keeps the browser's own undo stack; a dependency-free editor
 * (issue 4) is worth that. Its output is limited to what the bio allows anyway
 * (features/profile/sanitize-bio.ts), and the server sanitises again on write.
 */
import { withoutEditorMarks } from './mention.ts'

export type FormatCommand = 'bold' | 'italic' | 'insertUnorderedList'

export interface FormatState {
  bold: boolean
  italic: boolean
  list: boolean
  link: boolean
}

export const NO_FORMAT: FormatState = { bold: false, italic: false, list: false, link: false }

export function runCommand(command: FormatCommand | 'unlink'): void {
  document.execCommand(command)
}

/** New lines become <p>, which the bio keeps, rather than <div>, which it would drop. */
export function preferParagraphs(): void {
  document.execCommand('defaultParagraphSeparator', false, 'p')
}

/** Pasted text arrives as text: no foreign markup, styles or scripts. */
export function insertPlainText(text: string): void {
  document.execCommand('insertText', false, text)
}

export function selectionInside(root: HTMLElement): Range | null {
  const selection = document.getSelection()
  if (!selection || selection.rangeCount === 0) return null
  const range = selection.getRangeAt(0)
  return root.contains(range.commonAncestorContainer) ? range : null
}

export function readFormatState(root: HTMLElement): FormatState {
  const range = selectionInside(root)
  if (!range) return NO_FORMAT
  const node = range.startContainer
  const element = node instanceof Element ? node : node.parentElement
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    list: document.queryCommandState('insertUnorderedList'),
    link: Boolean(element?.closest('a') && root.contains(element)),
  }
}

/** Only web and mail links: a `javascript:` URL must never reach the bio. */
export function safeLinkUrl(raw: string): string | null {
  const value = raw.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol) || value === '') return null
    return url.href
  } catch {
    return null
  }
}

/** Puts a link on the saved selection, or inserts the address as a link where nothing is selected. */
export function insertLink(range: Range | null, url: string): void {
  const selection = document.getSelection()
  if (range && selection) {
    selection.removeAllRanges()
    selection.addRange(range)
  }
  if (range && !range.collapsed) {
    document.execCommand('createLink', false, url)
    return
  }
  const link = document.createElement('a')
  link.href = url
  link.textContent = url
  document.execCommand('insertHTML', false, link.outerHTML)
}

/** An editor with no text and no list is empty, whatever <p><br></p> it still holds. */
export function editorHtml(root: HTMLElement): string {
  const hasContent = (root.textContent ?? '').trim() !== '' || root.querySelector('li') !== null
  return hasContent ? withoutEditorMarks(root) : ''
}
