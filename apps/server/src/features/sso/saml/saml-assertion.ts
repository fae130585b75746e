import { DOMParser } from '@xmldom/xmldom'

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion'
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol'

/** What the ACS checks itself beyond node-saml, read from the signed assertion. */
export interface AssertionFacts {
  id: string
  /** Until when the assertion may be used: its Conditions' NotOnOrAfter. */
  notOnOrAfter: Date
  /** Every SubjectConfirmationData Recipient (the ACS it was meant for). */
  recipients: string[]
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement

const elements = (root: Element, ns: string, name: string): Element[] =>
  Array.from(root.getElementsByTagNameNS(ns, name))

/** The facts of the assertion node-saml verified (`profile.getAssertionXml()`); null when incomplete. */
export function assertionFacts(assertionXml: string): AssertionFacts | null {
  const root = parse(assertionXml)
  if (!root || root.localName !== 'Assertion') return null
  const id = root.getAttribute('ID')
  const until = elements(root, ASSERTION_NS, 'Conditions')[0]?.getAttribute('NotOnOrAfter')
  const notOnOrAfter = new Date(until ?? '')
  if (!id || Number.isNaN(notOnOrAfter.getTime())) return null
  const recipients = elements(root, ASSERTION_NS, 'SubjectConfirmationData')
    .map((data) => data.getAttribute('Recipient'))
    .filter((recipient): recipient is string => Boolean(recipient))
  return { id, notOnOrAfter, recipients }
}

/** The Response's Destination (the ACS the IdP posted to), or null when it names none. */
export function responseDestination(responseXml: string): string | null {
  const root = parse(responseXml)
  if (!root || root.namespaceURI !== PROTOCOL_NS) return null
  return root.getAttribute('Destination') || null
}
