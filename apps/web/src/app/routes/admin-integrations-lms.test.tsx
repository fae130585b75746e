import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { LmsSettingsAnswer, type LmsSettingsBody } from '@quad/shared'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { answerUnconfiguredPanels } from './admin-integrations-fakes.ts'

/*
 * /admin/integrations, the LMS panel (issue 17, decision 048): the secret is write-only,
 * the shared schema checks first, the server's field errors show beside their fields.
 */
const admin = { ...maya, roles: ['school_admin' as const] }

beforeEach(answerUnconfiguredPanels)
const PATH = `${ORIGIN}/api/v1/admin/integrations/lms`
const empty = LmsSettingsAnswer.parse({
  configured: false,
  provider: null,
  baseUrl: null,
  clientId: null,
  hasSecret: false,
  enabled: false,
  redirectUri: 'https://demo.quad.example/api/v1/integrations/lms/callback',
  connectedStudents: 0,
})
const configured = {
  ...empty,
  configured: true,
  provider: 'canvas' as const,
  baseUrl: 'https://demo.instructure.com',
  clientId: '170000000000042',
  hasSecret: true,
  enabled: true,
  connectedStudents: 12,
}

function useLmsApi(start: LmsSettingsAnswer, sent: LmsSettingsBody[], refuse?: object) {
  let current = start
  server.use(
    http.get(PATH, () => answer(LmsSettingsAnswer, current)),
    http.put(PATH, async ({ request }) => {
      const body = (await request.json()) as LmsSettingsBody
      sent.push(body)
      if (refuse) return HttpResponse.json(refuse, { status: 400 })
      current = { ...current, ...body, configured: true, hasSecret: true }
      return answer(LmsSettingsAnswer, current)
    }),
  )
}

const panel = async () =>
  within(await screen.findByRole('region', { name: 'Learning system (Canvas)' }))

describe('/admin/integrations: the LMS panel', () => {
  it('shows what is stored, never a secret, and the redirect URI to copy', async () => {
    useLmsApi(configured, [])
    renderRoute('/admin/integrations', { user: admin })
    const lms = await panel()
    expect(await lms.findByRole('textbox', { name: 'Canvas address' })).toHaveValue(
      'https://demo.instructure.com',
    )
    expect(lms.getByLabelText('Client secret')).toHaveValue('')
    expect(lms.getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible()
    expect(lms.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(configured.redirectUri)
    expect(lms.getByText('12 students connected')).toBeVisible()
    expect(lms.getByRole('switch', { name: 'Students may connect' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  it('saves without the secret when it is left empty', async () => {
    const sent: LmsSettingsBody[] = []
    useLmsApi(configured, sent)
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const lms = await panel()
    await user.click(await lms.findByRole('switch', { name: 'Students may connect' }))
    await user.click(lms.getByRole('button', { name: 'Save' }))
    expect(await lms.findByText('Saved.')).toBeVisible()
    expect(sent).toEqual([
      {
        provider: 'canvas',
        baseUrl: 'https://demo.instructure.com',
        clientId: '170000000000042',
        enabled: false,
      },
    ])
  })

  it('checks by the shared schema first: a first setup needs the secret', async () => {
    const sent: LmsSettingsBody[] = []
    useLmsApi(empty, sent)
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const lms = await panel()
    expect(await lms.findByText('Not set up yet')).toBeVisible()
    await user.type(lms.getByRole('textbox', { name: 'Canvas address' }), 'http://canvas.demo.edu/')
    await user.type(lms.getByRole('textbox', { name: 'Client ID' }), '42')
    await user.click(lms.getByRole('button', { name: 'Save' }))
    expect(await lms.findByText('Check the highlighted fields.')).toBeVisible()
    expect(lms.getByRole('textbox', { name: 'Canvas address' })).toHaveAccessibleDescription(
      expect.stringContaining('must be an https:// address'),
    )
    expect(lms.getByLabelText('Client secret')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await user.clear(lms.getByRole('textbox', { name: 'Canvas address' }))
    await user.type(lms.getByRole('textbox', { name: 'Canvas address' }), 'https://canvas.demo.edu')
    await user.type(lms.getByLabelText('Client secret'), 's3cret')
    await user.click(lms.getByRole('button', { name: 'Save' }))
    expect(await lms.findByText('Saved.')).toBeVisible()
    expect(sent).toEqual([
      {
        provider: 'canvas',
        baseUrl: 'https://canvas.demo.edu',
        clientId: '42',
        clientSecret: 's3cret',
        enabled: true,
      },
    ])
    expect(await lms.findByText('A secret is stored. Leave this empty to keep it.')).toBeVisible()
  })

  it('shows the server’s field error beside its field', async () => {
    const refusal = {
      error: {
        code: 'bad_request',
        message: 'body.clientSecret: required',
        issues: [{ path: 'body.clientSecret', message: 'the developer key’s secret is required' }],
      },
    }
    useLmsApi(configured, [], refusal)
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const lms = await panel()
    await user.click(await lms.findByRole('button', { name: 'Save' }))
    expect(await lms.findByText('the developer key’s secret is required')).toBeVisible()
    expect(lms.getByLabelText('Client secret')).toHaveAttribute('aria-invalid', 'true')
  })
})
