import { screen, waitFor, within } from '@testing-library/react'
import type { Experience } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { useSettingsApi } from './settings-fakes.ts'

/*
 * /settings/profile's experience entries (issue 36 item 4): add through a dialog checked
 * with the server's own schema, edit, move, delete after asking; each saved at once. The
 * server's rules (owner only, order, privacy) are in apps/server/src/features/profiles/
 * experiences.test.ts.
 */
const section = () => screen.findByRole('region', { name: 'Experience' })
const tutor: Experience = {
  id: 1,
  kind: 'volunteering',
  title: 'Tutor',
  organization: 'Reading Club',
  startDate: '2025-09-15',
  endDate: null,
  description: null,
}
const barista: Experience = {
  id: 2,
  kind: 'work',
  title: 'Barista',
  organization: 'Campus Café',
  startDate: '2024-01-08',
  endDate: '2024-12-20',
  description: 'Mornings before class.',
}

describe('settings: experience', () => {
  it('says there is none yet, and adds one after naming what is missing', async () => {
    const held: Experience[] = []
    useSettingsApi({ experiences: held })
    const { user } = renderRoute('/settings/profile')
    const region = await section()
    expect(await within(region).findByText(/Nothing here yet/)).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'Add experience' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add experience' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Internship')
    await user.type(within(dialog).getByRole('textbox', { name: 'Title or role' }), 'Lab intern')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The form's own check, with the server's schema: nothing is sent yet.
    expect(await within(dialog).findByText('is empty')).toBeInTheDocument()
    expect(held).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Organization' }), 'City Hospital')
    await user.type(within(dialog).getByLabelText('Started'), '2025-06-02')
    await user.type(within(dialog).getByLabelText('Ended'), '2025-05-01')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('must not be before the start')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Ended'))
    await user.type(within(dialog).getByLabelText('Ended'), '2025-08-29')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add experience' })).not.toBeInTheDocument()
    })
    expect(held).toMatchObject([
      {
        kind: 'internship',
        title: 'Lab intern',
        organization: 'City Hospital',
        endDate: '2025-08-29',
      },
    ])
    expect(await within(region).findByText('Lab intern')).toBeInTheDocument()
    expect(within(region).getByText('Internship · Jun 2025 – Aug 2025')).toBeInTheDocument()
  })

  it('edits an entry, marks it ongoing, moves it and deletes another after asking', async () => {
    const held = [structuredClone(barista), structuredClone(tutor)]
    useSettingsApi({ experiences: held })
    const { user } = renderRoute('/settings/profile')
    const region = await section()
    await user.click(await within(region).findByRole('button', { name: 'Edit Tutor' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit experience' })
    expect(within(dialog).getByRole('checkbox', { name: 'I still do this' })).toBeChecked()
    const title = within(dialog).getByRole('textbox', { name: 'Title or role' })
    await user.clear(title)
    await user.type(title, 'Head tutor')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(region).findByText('Head tutor')).toBeInTheDocument()
    expect(within(region).getByText('Volunteering · Sep 2025 – present')).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: 'Move Head tutor up' }))
    await waitFor(() => {
      expect(held.map((entry) => entry.title)).toEqual(['Head tutor', 'Barista'])
    })
    expect(within(region).getByRole('button', { name: 'Move Head tutor up' })).toBeDisabled()

    await user.click(within(region).getByRole('button', { name: 'Delete Barista' }))
    const ask = await screen.findByRole('dialog', { name: 'Delete Barista?' })
    await user.click(within(ask).getByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(within(region).queryByText('Barista')).not.toBeInTheDocument()
    })
    expect(held.map((entry) => entry.title)).toEqual(['Head tutor'])
  })
})
