import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { bursarHold, emptyBursar, fakeFinanceApi, fullBursar } from './financial-fakes.ts'

/*
 * /financial (issue 17): the balance due and by when, the Pay link, holds with what they
 * block, each term's lines, "last synced", the empty state and partial failures. Layout
 * at 390 px, axe and the real server are e2e (e2e/tests/financial.spec.ts).
 */
const holds = { items: [bursarHold], lastSyncedAt: null }
const region = (name: string) => screen.findByRole('region', { name })

describe('finances (/financial)', () => {
  it('puts the balance due and by when first, with the school’s Pay link in a new tab', async () => {
    fakeFinanceApi(fullBursar, holds)
    renderRoute('/financial')
    const balance = within(await region('Balance due'))
    expect(await balance.findByText('$1,250.30')).toBeInTheDocument()
    expect(balance.getByText(/Due by Oct 1, 2026/)).toBeInTheDocument()
    const pay = balance.getByRole('link', { name: /^Pay on Student Hub ?\(opens in a new tab\)$/ })
    expect(pay).toHaveAttribute('href', 'https://pay.demo.edu/portal')
    expect(pay).toHaveAttribute('target', '_blank')
    expect(pay).toHaveAttribute('rel', 'noopener')
    // The euro term is listed, not summed, and the student is told so.
    expect(
      balance.getByText(/Not added to this total.*Summer in Lyon €900\.00/),
    ).toBeInTheDocument()
    expect(balance.getByText('Questions about your bill: Bursar’s office, 555-0100')).toBeVisible()
    expect(balance.getByText('Last synced 5 minutes ago')).toBeInTheDocument()
  })

  it('lists each term’s charges and payments in its own currency', async () => {
    fakeFinanceApi(fullBursar, holds)
    renderRoute('/financial')
    const terms = within(await region('Charges and payments'))
    const fall = within(terms.getByRole('article', { name: 'Fall 2026' }))
    expect(fall.getByText('Term balance: $1,250.30, due Oct 1, 2026')).toBeInTheDocument()
    const charges = within(fall.getByRole('list', { name: 'Charges' }))
    expect(charges.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'TuitionAug 20, 2026$3,050.00',
      'Lab feeAug 25, 2026$0.30',
    ])
    const payments = within(fall.getByRole('list', { name: 'Payments' }))
    expect(payments.getByText('$1,800.00')).toBeInTheDocument()
    const lyon = within(terms.getByRole('article', { name: 'Summer in Lyon' }))
    expect(lyon.getByRole('list', { name: 'Charges' })).toHaveTextContent('€900.00')
    expect(lyon.getByText('No payments this term.')).toBeInTheDocument()
  })

  it('shows each hold: what it blocks in words, how to clear it, whom to ask', async () => {
    fakeFinanceApi(fullBursar, holds)
    renderRoute('/financial')
    const section = within(await region('Holds'))
    const hold = within(await section.findByRole('article', { name: 'Bursar hold' }))
    expect(hold.getByText('Placed Oct 2, 2026')).toBeInTheDocument()
    expect(hold.getByText('Unpaid balance from Fall 2026')).toBeInTheDocument()
    const blocks = within(hold.getByRole('list', { name: 'Blocks' }))
    expect(blocks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Registration',
      'Adding or dropping classes',
      'Transcripts',
    ])
    expect(hold.getByText(/set up a payment plan/)).toBeInTheDocument()
    expect(hold.getByText('Contact: bursar@demo.edu')).toBeInTheDocument()
    expect(section.getByText('Not synced yet')).toBeInTheDocument()
  })

  it('says the school has shared nothing yet when it has sent nothing', async () => {
    fakeFinanceApi(emptyBursar, { items: [], lastSyncedAt: null })
    renderRoute('/financial')
    expect(
      await screen.findByRole('heading', { name: 'Your school hasn’t shared your account yet' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Holds' })).toBeNull()
  })

  it('shows nothing owed and no holds once the school has synced an empty account', async () => {
    const synced = new Date().toISOString()
    fakeFinanceApi({ ...emptyBursar, lastSyncedAt: synced }, { items: [], lastSyncedAt: synced })
    renderRoute('/financial')
    const balance = within(await region('Balance due'))
    expect(await balance.findByText('$0.00')).toBeInTheDocument()
    expect(balance.getByText('Nothing is due right now.')).toBeInTheDocument()
    expect(balance.queryByRole('link')).toBeNull()
    expect(screen.getByText('There are no holds on your record.')).toBeInTheDocument()
  })

  it('still shows the holds when the balance fails, with the failure where it would be', async () => {
    const calls = fakeFinanceApi(null, holds)
    const { user } = renderRoute('/financial')
    const balance = within(await region('Balance due'))
    const alert = await balance.findByRole('alert', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('Your balance did not load')
    expect(
      within(await region('Holds')).getByRole('article', { name: 'Bursar hold' }),
    ).toBeVisible()
    const before = calls.bursar
    fakeFinanceApi(fullBursar, holds)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('$1,250.30')).toBeInTheDocument()
    expect(before).toBeGreaterThan(0)
  })

  it('still shows the balance when the holds fail', async () => {
    fakeFinanceApi(fullBursar, null)
    renderRoute('/financial')
    const section = within(await region('Holds'))
    expect(await section.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Your holds did not load',
    )
    expect(within(await region('Balance due')).getByText('$1,250.30')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Fall 2026' })).toBeInTheDocument()
  })
})
