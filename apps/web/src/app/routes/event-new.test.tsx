import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { maya } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { useEventEditorApi } from '../../test/fake-event-editor.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * The event editor's create (issue 15): checked with the shared CreateEventBody before
 * sending, the server's 400 on its field, who runs it, the repeat rule and the questions.
 */
const photo = fakeClub({ id: 'photo', name: 'Photography Club', membership: 'officer' })
const chess = fakeClub({ id: 'chess', name: 'Chess Club', membership: 'member' })
const staff = { ...maya, roles: ['staff' as const] }

async function openEditor(path = '/events/new', options = {}) {
  const rendered = renderRoute(path, options)
  const form = await screen.findByRole('form', { name: 'The event' })
  return { ...rendered, form }
}

async function fillWhen(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Start date'), '2026-10-14')
  await user.clear(screen.getByLabelText('End date'))
  await user.type(screen.getByLabelText('End date'), '2026-10-14')
}

describe('/events/new', () => {
  it('checks the title with the shared schema before sending, and focuses it', async () => {
    const sent = useEventEditorApi({ clubs: [photo] })
    const { user } = await openEditor()
    await fillWhen(user)
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const title = screen.getByRole('textbox', { name: 'Title' })
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Give the event a title.')
    await waitFor(() => {
      expect(title).toHaveFocus()
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change')
    expect(sent.created).toEqual([])
  })

  it('shows the server’s 400 on its field', async () => {
    useEventEditorApi({
      clubs: [photo],
      createIssue: { path: 'body.localEnd', message: 'ends before it starts' },
    })
    const { user } = await openEditor()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Night walk')
    await fillWhen(user)
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('ends before it starts')).toBeVisible()
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers staff a school event, and an officer their club, preselected by ?clubId', async () => {
    const sent = useEventEditorApi({ clubs: [photo] })
    await openEditor('/events/new', { user: staff })
    const owner = screen.getByRole('combobox', { name: 'Who runs it' })
    expect(
      within(owner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The school (a school event)', 'Photography Club'])
    expect(owner).toHaveValue('')
    expect(sent.created).toEqual([])
  })

  it('creates a club event with a weekly rule said as a sentence', async () => {
    const sent = useEventEditorApi({ clubs: [photo, chess] })
    const { user } = await openEditor('/events/new?clubId=photo')
    expect(screen.getByRole('combobox', { name: 'Who runs it' })).toHaveValue('photo')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Photo walk')
    await fillWhen(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'weekly')
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }))
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }))
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      'Every week on Monday and Wednesday, 10 times',
    )
    await user.type(screen.getByRole('textbox', { name: 'Places' }), '2')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]).toMatchObject({
      clubId: 'photo',
      title: 'Photo walk',
      localStart: '2026-10-14T18:00',
      localEnd: '2026-10-14T20:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10',
      capacity: 2,
      publish: true,
    })
  })

  it('books one of the school’s rooms, and shows a clash under the room', async () => {
    const hall = { id: 'hall', name: 'Hall B 204', capacity: 80, features: [] }
    const clash = 'Hall B 204 is already booked from 18:00 to 20:00 on 2026-10-14.'
    const sent = useEventEditorApi({
      clubs: [photo],
      rooms: [hall, { id: 'lawn', name: 'South lawn', capacity: null, features: [] }],
      createIssue: { path: 'body.roomId', message: clash, status: 409 },
    })
    const { user } = await openEditor()
    const room = await screen.findByRole('combobox', { name: 'Room' })
    expect(
      within(room)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No room', 'Hall B 204 · holds 80', 'South lawn'])
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Photo talk')
    await fillWhen(user)
    await user.selectOptions(room, 'hall')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText(clash)).toBeVisible()
    expect(room).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => {
      expect(room).toHaveFocus()
    })
    expect(sent.created[0]).toMatchObject({ title: 'Photo talk', roomId: 'hall' })
  })

  it('offers no room where the school has none', async () => {
    const sent = useEventEditorApi({ clubs: [photo] })
    const { user } = await openEditor()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Photo talk')
    await fillWhen(user)
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]).toMatchObject({ roomId: null })
  })

  it('tells a plain member their event is a proposal to the officers', async () => {
    const sent = useEventEditorApi({ clubs: [chess] })
    const { user } = await openEditor()
    const owner = screen.getByRole('combobox', { name: 'Who runs it' })
    expect(owner).toHaveValue('chess')
    expect(owner).toHaveAccessibleDescription(/not an officer: your event goes to its officers/)
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Blitz night')
    await fillWhen(user)
    await user.click(screen.getByRole('button', { name: 'Send to the officers' }))
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    expect(sent.created[0]).toMatchObject({ clubId: 'chess', publish: true })
  })

  it('builds registration questions as a form’s: kinds, choices, a scale, required, reorder, remove', async () => {
    const sent = useEventEditorApi({ clubs: [photo] })
    const { user } = await openEditor()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Darkroom')
    await fillWhen(user)
    const question = (n: number) => screen.getByRole('group', { name: `Question ${String(n)}` })
    await user.click(screen.getByRole('button', { name: 'Add a question' }))
    // The new question's text takes focus, ready to type.
    expect(within(question(1)).getByRole('textbox', { name: 'Question' })).toHaveFocus()
    await user.keyboard('Camera?')
    await user.click(screen.getByRole('button', { name: 'Add a question' }))
    await user.type(
      within(question(2)).getByRole('textbox', { name: 'Question' }),
      'Film or digital',
    )
    await user.selectOptions(
      within(question(2)).getByRole('combobox', { name: 'Answer type' }),
      'choice',
    )
    await user.type(
      within(question(2)).getByRole('textbox', { name: /^Options/ }),
      'Film{enter}Digital{enter}',
    )
    await user.click(within(question(1)).getByRole('checkbox', { name: 'Required' }))
    await user.click(screen.getByRole('button', { name: 'Add a question' }))
    await user.type(within(question(3)).getByRole('textbox', { name: 'Question' }), 'How keen?')
    // A registration asks no file: the answer rides with the RSVP (decision 113).
    const kinds = within(question(3)).getByRole('combobox', { name: 'Answer type' })
    expect(within(kinds).queryByRole('option', { name: 'File upload' })).toBeNull()
    await user.selectOptions(kinds, 'scale')
    await user.click(screen.getByRole('button', { name: 'Add a question' }))
    await user.click(screen.getByRole('button', { name: 'Remove question 4' }))
    expect(screen.getByRole('button', { name: 'Add a question' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => {
      expect(sent.created).toHaveLength(1)
    })
    const questions = sent.created[0]?.questions ?? []
    expect(questions.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        label: 'Film or digital',
        help: '',
        kind: 'choice',
        options: ['Film', 'Digital'],
        required: false,
      },
      { label: 'Camera?', help: '', kind: 'short_text', required: true },
      {
        label: 'How keen?',
        help: '',
        kind: 'scale',
        min: 1,
        max: 5,
        minLabel: '',
        maxLabel: '',
        required: false,
      },
    ])
    expect(sent.created[0]?.publish).toBe(false)
  })
})
