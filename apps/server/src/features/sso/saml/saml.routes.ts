import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Profile } from '@node-saml/node-saml'
import * as z from 'zod/mini'
import { safeRedirectPath } from '@quad/shared'
import type { ModuleContext } from '../../../platform/module.ts'
import type { School } from '../../../platform/tenancy/schools.service.ts'
import { requireSchool } from '../../../platform/tenancy/tenancy.plugin.ts'
import { mapClaims } from '../sso-accounts.ts'
import { finishSsoSignIn, refuseSsoSignIn } from '../sso-finish.ts'
import { providerOf } from '../sso-provider.ts'
import { firstUseOfAssertion, requestStore } from './saml-once.ts'
import { SAML_PATHS, serviceProviderAt } from './saml-paths.ts'

/** node-saml and the XML libraries, on the first SAML request (saml-sp.ts). */
const samlLibrary = () => import('./saml-sp.ts')

const tags = ['sso']
/** A SAMLResponse is a few kilobytes; a large margin for certificates and attributes. */
const FORM_LIMIT_BYTES = 512 * 1024

const AcsBody = z.object({
  // Optional so a post without it is refused like any other bad response (a 303, not a 400).
  SAMLResponse: z.optional(z.string().check(z.maxLength(FORM_LIMIT_BYTES))),
  RelayState: z.optional(z.string().check(z.maxLength(2000))),
})

/**
 * SAML 2.0 sign-in (issue 18 item 1, decision 054): this school's SP metadata, the
 * AuthnRequest by HTTP-Redirect, and the assertion consumer (HTTP-POST) that checks the
 * response, refuses replays and ends in `finishSsoSignIn`.
 */
export function samlRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const db = ctx.database.db
  const spOf = (request: FastifyRequest, school: School) =>
    serviceProviderAt(ctx.mail?.originOf(school.code) ?? `${request.protocol}://${request.host}`)
  const samlProvider = async (school: School) => {
    const provider = await providerOf(db, school.id, { enabledOnly: true })
    return provider?.protocol === 'saml' ? provider : null
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SAML_PATHS.metadata,
      { schema: { tags, summary: 'This school’s SAML service provider metadata (XML)' } },
      async (request, reply) => {
        const sp = spOf(request, requireSchool(request))
        const xml = (await samlLibrary()).serviceProviderMetadata(sp)
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml)
      },
    )

  app.withTypeProvider<ZodTypeProvider>().get(
    SAML_PATHS.start,
    {
      schema: {
        tags,
        summary: 'Starts a sign-in at the school’s SAML IdP (HTTP-Redirect AuthnRequest)',
        querystring: z.object({ redirect: z.optional(z.string().check(z.maxLength(500))) }),
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const provider = await samlProvider(school)
      if (!provider) return refuseSsoSignIn(reply, 'not_configured')
      const redirect = safeRedirectPath(request.query.redirect ?? '/')
      const { samlFor } = await samlLibrary()
      const saml = samlFor(
        provider.config,
        spOf(request, school),
        requestStore(db, provider.id, redirect).cache,
      )
      return reply.redirect(await saml.getAuthorizeUrlAsync('', undefined, {}), 303)
    },
  )

  // The IdP's page posts a form here: its own parser, only in this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      SAML_PATHS.acs,
      {
        bodyLimit: FORM_LIMIT_BYTES,
        // The IdP's page posts here and cannot know the CSRF token; the signed assertion,
        // bound to a request this school made, is the proof instead.
        config: { csrf: false },
        schema: {
          tags,
          summary:
            'The assertion consumer: a checked SAMLResponse signs in; else /login?sso_error=',
          body: AcsBody,
        },
      },
      async (request, reply) => consume(request, reply, request.body.SAMLResponse ?? ''),
    )
  })

  async function consume(request: FastifyRequest, reply: FastifyReply, samlResponse: string) {
    const school = requireSchool(request)
    const provider = await samlProvider(school)
    if (!provider) return refuseSsoSignIn(reply, 'not_configured')
    if (samlResponse === '') return refuseSsoSignIn(reply, 'invalid_response')
    const sp = spOf(request, school)
    const requests = requestStore(db, provider.id)
    const { assertionFacts, refusalOf, responseDestination, samlFor } = await samlLibrary()
    let profile: Profile | null
    try {
      ;({ profile } = await samlFor(provider.config, sp, requests.cache).validatePostResponseAsync({
        SAMLResponse: samlResponse,
      }))
    } catch (error) {
      request.log.info({ err: error, schoolId: school.id }, 'SAML response refused')
      return refuseSsoSignIn(reply, refusalOf(error, await requests.wasAnswered()))
    }
    const facts = assertionFacts(profile?.getAssertionXml?.() ?? '')
    const destination = responseDestination(profile?.getSamlResponseXml?.() ?? '')
    if (
      !profile?.nameID ||
      !facts?.recipients.includes(sp.acsUrl) ||
      (destination !== null && destination !== sp.acsUrl)
    ) {
      return refuseSsoSignIn(reply, 'invalid_response')
    }
    if (!(await firstUseOfAssertion(db, provider.id, facts.id, facts.notOnOrAfter))) {
      return refuseSsoSignIn(reply, 'replayed')
    }
    const attributes = isRecord(profile.attributes) ? profile.attributes : {}
    const claims = mapClaims(attributes, provider.attributeMap, profile.nameID, true)
    return finishSsoSignIn(
      request,
      reply,
      ctx,
      school,
      provider,
      claims,
      requests.redirect() ?? '/',
    )
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
