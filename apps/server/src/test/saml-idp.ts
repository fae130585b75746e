import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { inflateRawSync } from 'node:zlib'
import { DOMParser } from '@xmldom/xmldom'
import { generate } from 'selfsigned'
import { SignedXml } from 'xml-crypto'

/*
 * A SAML 2.0 identity provider stand-in, for tests and development only
 * (docs/saml-idp-standin.md): HTTP-Redirect binding in, HTTP-POST binding out, assertions
 * signed with xml-crypto by a key and self-signed certificate made at start. Not an IdP
 * to trust: anyone may sign in as anyone from its page.
 */

export interface SamlIdpUser {
  email: string
  firstName?: string
  lastName?: string
  accountType?: string
  graduationYear?: number
  /** The NameID (the account's subject at the IdP); the email when not given. */
  subject?: string
}

/** How to spoil an answer, for the tests of what the service provider refuses. */
export interface AnswerOptions {
  /** Change the email attribute after signing (the signature no longer matches). */
  tamper?: boolean
  /** Leave the assertion unsigned. */
  unsigned?: boolean
  /** Name another audience than the requesting SP. */
  audience?: string
  /** Name another recipient than the request's ACS. */
  recipient?: string
  /** Issued this long ago, valid for 5 minutes from then (in the past: an expired answer). */
  issuedAgoMs?: number
  /** Answer as if no request came (IdP-initiated: no InResponseTo). */
  unsolicited?: boolean
}

/** What the IdP's page posts to the service provider's ACS. */
export interface PostedAnswer {
  acsUrl: string
  SAMLResponse: string
  RelayState: string
}

export interface SamlIdp {
  entityId: string
  /** Where AuthnRequests go (HTTP-Redirect): `<url>/sso` once listening. */
  entryPoint: string
  /** The signing certificate (PEM), as the school's admin pastes it into Quad. */
  cert: string
  /** Answers an AuthnRequest address (the SP's redirect to the IdP) for `user`. */
  answer(requestUrl: string, user: SamlIdpUser, options?: AnswerOptions): PostedAnswer
  /** Serves the IdP's login page on loopback; `entryPoint` then points at it. */
  listen(port: number): Promise<string>
  close(): Promise<void>
}

const NS = {
  protocol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  assertion: 'urn:oasis:names:tc:SAML:2.0:assertion',
}
const VALID_MS = 5 * 60_000

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface AuthnRequest {
  id: string
  acsUrl: string
  spEntityId: string
  relayState: string
}

/** Reads the deflated, base64 AuthnRequest of an HTTP-Redirect address. */
export function readAuthnRequest(requestUrl: string): AuthnRequest {
  const url = new URL(requestUrl)
  const encoded = url.searchParams.get('SAMLRequest')
  if (!encoded) throw new Error('no SAMLRequest in the address')
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement
  const id = root?.getAttribute('ID')
  const acsUrl = root?.getAttribute('AssertionConsumerServiceURL')
  const spEntityId = root?.getElementsByTagNameNS(NS.assertion, 'Issuer')[0]?.textContent
  if (!id || !acsUrl || !spEntityId) throw new Error('the AuthnRequest lacks ID, ACS or Issuer')
  return { id, acsUrl, spEntityId, relayState: url.searchParams.get('RelayState') ?? '' }
}

const attribute = (name: string, value: string | number | undefined) =>
  value === undefined
    ? ''
    : `<saml:Attribute Name="${name}"><saml:AttributeValue>${escapeXml(String(value))}</saml:AttributeValue></saml:Attribute>`

function responseXml(
  entityId: string,
  request: AuthnRequest,
  user: SamlIdpUser,
  options: AnswerOptions,
): string {
  const issued = Date.now() - (options.issuedAgoMs ?? 0)
  const at = (ms: number) => new Date(issued + ms).toISOString()
  const inResponseTo = options.unsolicited ? '' : ` InResponseTo="${escapeXml(request.id)}"`
  const recipient = escapeXml(options.recipient ?? request.acsUrl)
  return [
    `<samlp:Response xmlns:samlp="${NS.protocol}" xmlns:saml="${NS.assertion}" ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(request.acsUrl)}"${inResponseTo}>`,
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>`,
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>`,
    `<saml:Assertion xmlns:saml="${NS.assertion}" ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}">`,
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>`,
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(user.subject ?? user.email)}</saml:NameID>`,
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${at(VALID_MS)}" Recipient="${recipient}"/></saml:SubjectConfirmation></saml:Subject>`,
    `<saml:Conditions NotBefore="${at(-1000)}" NotOnOrAfter="${at(VALID_MS)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? request.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`,
    `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
    `<saml:AttributeStatement>`,
    attribute('email', user.email),
    attribute('given_name', user.firstName),
    attribute('family_name', user.lastName),
    attribute('account_type', user.accountType),
    attribute('graduation_year', user.graduationYear),
    `</saml:AttributeStatement></saml:Assertion></samlp:Response>`,
  ].join('')
}

const ASSERTION = "//*[local-name(.)='Assertion']"

/** Signs the assertion (enveloped, exclusive c14n, RSA-SHA256), the signature after its Issuer. */
function signAssertion(xml: string, privateKey: string, cert: string): string {
  const signer = new SignedXml({
    privateKey,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: ASSERTION,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  })
  signer.computeSignature(xml, {
    location: { reference: `${ASSERTION}/*[local-name(.)='Issuer']`, action: 'after' },
  })
  return signer.getSignedXml()
}

/** A fresh IdP: its own RSA key and self-signed certificate. */
export async function createSamlIdp(options: { entityId?: string } = {}): Promise<SamlIdp> {
  const pems = await generate([{ name: 'commonName', value: 'Quad SAML IdP stand-in' }], {
    keySize: 2048,
    algorithm: 'sha256',
  })
  let base = 'http://idp.saml-standin.test'
  const entityId = options.entityId ?? `${base}/metadata`
  let last: PostedAnswer | null = null
  let server: ReturnType<typeof createServer> | null = null

  const idp: SamlIdp = {
    entityId,
    get entryPoint() {
      return `${base}/sso`
    },
    cert: pems.cert,
    answer(requestUrl, user, answerOptions = {}) {
      const request = readAuthnRequest(requestUrl)
      const unsigned = responseXml(entityId, request, user, answerOptions)
      let xml = answerOptions.unsigned ? unsigned : signAssertion(unsigned, pems.private, pems.cert)
      if (answerOptions.tamper) {
        xml = xml.replace(
          `<saml:AttributeValue>${escapeXml(user.email)}</saml:AttributeValue>`,
          '<saml:AttributeValue>intruder@evil.example</saml:AttributeValue>',
        )
      }
      last = {
        acsUrl: request.acsUrl,
        SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
        RelayState: request.relayState,
      }
      return last
    },
    async listen(port) {
      server = createServer((req, res) => {
        void serve(idp, req, res, () => last).catch((error: unknown) => {
          res.writeHead(400, { 'content-type': 'text/plain' })
          res.end(error instanceof Error ? error.message : 'bad request')
        })
      })
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${port}`
      return base
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return idp
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main>${body}</main></body></html>`

/** The form the browser posts on to the SP (HTTP-POST binding), submitted at once. */
const postForm = (answer: PostedAnswer) =>
  page(
    'Signing you in',
    `<form id="answer" method="post" action="${escapeXml(answer.acsUrl)}">` +
      `<input type="hidden" name="SAMLResponse" value="${answer.SAMLResponse}">` +
      `<input type="hidden" name="RelayState" value="${escapeXml(answer.RelayState)}">` +
      `<button type="submit">Continue</button></form>` +
      `<script>document.getElementById('answer').submit()</script>`,
  )

const loginPage = (requestUrl: string) =>
  page(
    'SAML IdP stand-in: sign in',
    `<h1>SAML IdP stand-in</h1><p>For tests and development only.</p>` +
      `<form method="post" action="/sso/answer">` +
      `<input type="hidden" name="request" value="${escapeXml(requestUrl)}">` +
      `<label>Email <input name="email" type="email" required></label>` +
      `<label>First name <input name="firstName"></label>` +
      `<label>Last name <input name="lastName"></label>` +
      `<label>Graduation year <input name="graduationYear" inputmode="numeric"></label>` +
      `<button type="submit" name="mode" value="sign-in">Sign in</button>` +
      `<button type="submit" name="mode" value="tamper">Sign in with a tampered response</button>` +
      `</form><p><a href="/replay">Replay the last response</a></p>`,
  )

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

async function serve(
  idp: SamlIdp,
  req: IncomingMessage,
  res: ServerResponse,
  last: () => PostedAnswer | null,
): Promise<void> {
  const url = new URL(req.url ?? '/', idp.entryPoint)
  const html = (body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(body)
  }
  if (req.method === 'GET' && url.pathname === '/sso') return html(loginPage(url.href))
  if (req.method === 'POST' && url.pathname === '/sso/answer') {
    const form = await readForm(req)
    const year = Number(form.get('graduationYear'))
    const answer = idp.answer(
      form.get('request') ?? '',
      {
        email: form.get('email') ?? '',
        firstName: form.get('firstName') || undefined,
        lastName: form.get('lastName') || undefined,
        graduationYear: Number.isInteger(year) && year > 0 ? year : undefined,
      },
      { tamper: form.get('mode') === 'tamper' },
    )
    return html(postForm(answer))
  }
  const previous = last()
  if (req.method === 'GET' && url.pathname === '/replay' && previous)
    return html(postForm(previous))
  res.writeHead(404, { 'content-type': 'text/plain' })
  res.end('not found')
}
