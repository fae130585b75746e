import {
  DeviceSessionList,
  RecoveryCodes,
  SecondFactorCodeBody,
  SecondFactorSetup,
  SecondFactorStatus,
} from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const GOOD = '123456'
const PATH = `${ORIGIN}/api/v1/me/second-factor`
const codes = (prefix: string) =>
  Array.from({ length: 10 }, (_, i) => `${prefix}${String(i)}abc-defgh`)

/**
 * The second factor's API as the server keeps it: only GOOD is a right code (400 otherwise,
 * as a refused code is), confirming turns it on, new codes replace the old, DELETE turns it
 * off. Each call's code is recorded.
 */
function useSecondFactorApi(initial: Partial<SecondFactorStatus> = {}) {
  const state: SecondFactorStatus = {
    enabled: false,
    required: false,
    recoveryCodesLeft: 0,
    ...initial,
  }
  const calls: string[] = []
  const withCode = async (request: Request, name: string, then: () => Response) => {
    const { code } = SecondFactorCodeBody.parse(await request.json())
    calls.push(`${name} ${code}`)
    if (code !== GOOD) {
      return HttpResponse.json(
        { error: { code: 'invalid_code', message: 'bad code', field: 'code' } },
        { status: 400 },
      )
    }
    return then()
  }
  server.use(
    http.get(`${ORIGIN}/api/v1/me/sessions`, () => answer(DeviceSessionList, { items: [] })),
    http.get(PATH, () => answer(SecondFactorStatus, state)),
    http.post(PATH, () =>
      answer(SecondFactorSetup, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Quad:student%40demo.edu?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
    ),
    http.post(`${PATH}/confirm`, ({ request }) =>
      withCode(request, 'confirm', () => {
        Object.assign(state, { enabled: true, recoveryCodesLeft: 10 })
        return answer(RecoveryCodes, { recoveryCodes: codes('a') })
      }),
    ),
    http.post(`${PATH}/recovery-codes`, ({ request }) =>
      withCode(request, 'codes', () => {
        state.recoveryCodesLeft = 10
        return answer(RecoveryCodes, { recoveryCodes: codes('b') })
      }),
    ),
    http.delete(PATH, ({ request }) =>
      withCode(request, 'off', () => {
        Object.assign(state, { enabled: false, recoveryCodesLeft: 0 })
        return new HttpResponse(null, { status: 204 })
      }),
    ),
  )
  return { state, calls }
}

const status = (text: RegExp) => screen.findByText(text, { selector: 'p' })

describe('/settings/security: two-step sign-in (issue 18)', () => {
  it('turns it on with a QR code and key; a wrong code is refused on its field; codes shown once', async () => {
    useSettingsApi()
    const api = useSecondFactorApi()
    const { user } = renderRoute('/settings/security')
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    expect(await status(/^Off\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()

    const field = screen.getByLabelText('Authentication code')
    await user.type(field, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const refused = 'That code is not right, or it was already used. Try the next one.'
    expect(await screen.findByRole('alert')).toHaveTextContent(refused)
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(refused)

    await user.clear(field)
    await user.type(field, GOOD)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const list = await screen.findByRole('list', { name: 'Save your recovery codes' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    expect(list).toHaveTextContent('a0abc-defgh')
    expect(await status(/^On\. Recovery codes left: 10\./)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument()
    expect(api.calls).toEqual(['confirm 000000', `confirm ${GOOD}`])
  })

  it('gives new recovery codes for a current code, and turns it off', async () => {
    useSettingsApi()
    const api = useSecondFactorApi({ enabled: true, recoveryCodesLeft: 3 })
    const { user } = renderRoute('/settings/security')
    expect(await status(/^On\. Recovery codes left: 3\./)).toBeInTheDocument()
    // Codes are shown only when they are made, never on opening the page.
    expect(screen.queryByRole('list', { name: 'Save your recovery codes' })).toBeNull()

    const field = screen.getByLabelText('Current code')
    await user.type(field, '999999')
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right')
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(/That code is not right/)

    await user.clear(field)
    await user.type(field, GOOD)
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }))
    const list = await screen.findByRole('list', { name: 'Save your recovery codes' })
    expect(list).toHaveTextContent('b9abc-defgh')
    expect(await status(/^On\. Recovery codes left: 10\./)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Current code'))
    await user.type(screen.getByLabelText('Current code'), GOOD)
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(await status(/^Off\./)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Save your recovery codes' })).toBeNull()
    await waitFor(() => {
      expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    })
    expect(api.calls).toEqual(['codes 999999', `codes ${GOOD}`, `off ${GOOD}`])
    expect(api.state.enabled).toBe(false)
  })

  it('stays on for a role that needs it: no Turn off', async () => {
    useSettingsApi()
    useSecondFactorApi({ enabled: true, required: true, recoveryCodesLeft: 10 })
    renderRoute('/settings/security')
    expect(await screen.findByText(/Your role at the school needs it/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull()
  })
})
