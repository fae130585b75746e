import {
  ChatFile,
  ClubAbout,
  ClubHandoverAnswer,
  ClubMembersPage,
  EventPage,
  Form,
  FormList,
  FormResults,
  FormResponseReceipt,
  type FormSummary,
} from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { fakeEvent, noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Forms and surveys on the web (issue 37 item 1, decision 110): the Manage area's list and
 * the builder (the shared checks before sending), the member's "Forms for you" and the
 * answer page (every problem named, focus on the first), and the results. The server's
 * rules are forms.test.ts's.
 */
const API = `${ORIGIN}/api/v1`

function summary(over: Partial<FormSummary> = {}): FormSummary {
  return {
    id: 'f1',
    title: 'Kit order',
    clubId: 'chess',
    clubName: 'Chess Club',
    audience: { kind: 'club', eventId: null, eventTitle: null },
    status: 'open',
    accepting: true,
    anonymous: false,
    responsesPerPerson: 'one',
    closesAt: null,
    questionCount: 2,
    responseCount: null,
    viewerResponses: 0,
    updatedAt: '2027-02-01T10:00:00.000Z',
    ...over,
  }
}

function form(over: Partial<Form> = {}): Form {
  return {
    ...summary(),
    description: 'Sizes for the new shirts.',
    sections: [
      {
        title: '',
        description: '',
        questions: [
          {
            id: 'size',
            kind: 'choice',
            label: 'Shirt size',
            help: '',
            required: true,
            options: ['S', 'M', 'L'],
          },
          {
            id: 'rate',
            kind: 'scale',
            label: 'How do you like the design?',
            help: '',
            required: false,
            min: 1,
            max: 5,
            minLabel: 'Not at all',
            maxLabel: 'A lot',
          },
          { id: 'note', kind: 'short_text', label: 'Anything else?', help: '', required: false },
        ],
      },
    ],
    viewer: { manage: false, canRespond: true },
    ...over,
  }
}

let sent: { method: string; url: string; body: unknown }[] = []
let eventsAsked: URLSearchParams[] = []
const record = async (request: Request) => {
  sent.push({
    method: request.method,
    url: new URL(request.url).pathname,
    body: await request.json(),
  })
}

function answerClub(membership: 'member' | 'officer') {
  server.use(
    http.get(`${API}/clubs/chess/about`, () =>
      answer(ClubAbout, {
        club: fakeClub({ id: 'chess', name: 'Chess Club', membership }),
        officers: [],
        additionalInfo: [],
      }),
    ),
    http.get(`${API}/clubs/chess/members`, () =>
      answer(ClubMembersPage, { items: [], nextCursor: null }),
    ),
    http.get(`${API}/clubs/chess/handover`, () => answer(ClubHandoverAnswer, { handover: null })),
  )
}

beforeEach(() => {
  sent = []
  eventsAsked = []
  server.use(noEvents, clubLayout())
})

describe('a club’s forms', () => {
  it('lists the club’s forms in Manage, and opens or closes one', async () => {
    answerClub('officer')
    server.use(
      http.get(`${API}/clubs/chess/forms`, () =>
        answer(FormList, {
          items: [
            summary({ responseCount: 3, anonymous: true }),
            summary({ id: 'f2', title: 'Trip', status: 'draft', responseCount: 0 }),
            summary({ id: 'f3', title: 'Old poll', accepting: false, responseCount: 9 }),
          ],
        }),
      ),
      http.post(`${API}/forms/:id/status`, async ({ request }) => {
        await record(request)
        return answer(Form, form({ status: 'closed' }))
      }),
    )
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Forms' })
    const list = await within(section).findByRole('list', { name: 'The club’s forms' })
    expect(within(list).getByText('Members · 2 questions · 3 answers')).toBeVisible()
    expect(within(list).getByText('Anonymous')).toBeVisible()
    expect(within(list).queryByRole('link', { name: 'Results of Trip' })).toBeNull()
    // Past its closing time: said so, and only a new time (Edit) opens it again.
    expect(within(list).getByText('Closing time passed')).toBeVisible()
    expect(within(list).queryByRole('button', { name: 'Close Old poll' })).toBeNull()
    await user.click(within(list).getByRole('button', { name: 'Close Kit order' }))
    expect(await screen.findByText('Kit order is closed')).toBeVisible()
    expect(sent).toEqual([
      { method: 'POST', url: '/api/v1/forms/f1/status', body: { status: 'closed' } },
    ])
  })

  it('builds a form: the shared checks first, then saves and opens it', async () => {
    answerClub('officer')
    server.use(
      http.post(`${API}/clubs/chess/forms`, async ({ request }) => {
        await record(request)
        return answer(
          Form,
          form({ status: 'draft', viewer: { manage: true, canRespond: false } }),
          201,
        )
      }),
      http.post(`${API}/forms/f1/status`, async ({ request }) => {
        await record(request)
        return answer(Form, form())
      }),
    )
    const { user, router } = renderRoute('/_/_/clubs/chess/forms/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New form' })).toBeVisible()
    const first = await screen.findByRole('group', { name: 'Question 1' })
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Answer type' }), 'choice')
    await user.type(within(first).getByRole('textbox', { name: 'Options' }), 'S')
    await user.click(screen.getByRole('button', { name: 'Save and open' }))
    // Nothing sent: the title, the question and a second option are missing.
    expect(sent).toEqual([])
    expect(within(first).getByRole('textbox', { name: 'Options' })).toHaveAccessibleDescription(
      /One per line, 2 to 30\..+/,
    )
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInvalid()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Kit order')
    await user.type(within(first).getByRole('textbox', { name: 'Question' }), 'Shirt size')
    await user.type(within(first).getByRole('textbox', { name: 'Options' }), '{Enter}M{Enter}L')
    await user.click(within(first).getByRole('checkbox', { name: 'Required' }))
    await user.click(screen.getByRole('button', { name: 'Add a question' }))
    const second = screen.getByRole('group', { name: 'Question 2' })
    expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveFocus()
    await user.keyboard('Anything else?')
    await user.click(screen.getByRole('button', { name: 'Save and open' }))
    expect(await screen.findByText('Kit order takes answers now')).toBeVisible()
    expect(router.state.location.pathname).toBe('/_/_/clubs/chess')
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/clubs/chess/forms',
      body: {
        title: 'Kit order',
        audience: { kind: 'club' },
        responsesPerPerson: 'one',
        anonymous: false,
        closesAt: null,
        sections: [
          {
            questions: [
              { kind: 'choice', label: 'Shirt size', required: true, options: ['S', 'M', 'L'] },
              { kind: 'short_text', label: 'Anything else?', required: false },
            ],
          },
        ],
      },
    })
    expect(sent[1]).toEqual({
      method: 'POST',
      url: '/api/v1/forms/f1/status',
      body: { status: 'open' },
    })
  })

  it('offers a member the club’s open forms, and takes their answers', async () => {
    answerClub('member')
    server.use(
      http.get(`${API}/forms`, () =>
        answer(FormList, { items: [summary(), summary({ id: 'x', clubId: 'other' })] }),
      ),
      http.get(`${API}/forms/f1`, () => answer(Form, form())),
      http.post(`${API}/forms/f1/responses`, async ({ request }) => {
        await record(request)
        return answer(
          FormResponseReceipt,
          { id: 'r1', submittedAt: '2027-02-02T10:00:00.000Z' },
          201,
        )
      }),
    )
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Forms for you' })
    expect(within(section).getAllByRole('listitem')).toHaveLength(1)
    await user.click(within(section).getByRole('link', { name: 'Answer Kit order' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit order' })).toBeVisible()
    expect(screen.getByText('Your name is kept with your answers.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send answers' }))
    const size = screen.getByRole('radiogroup', { name: 'Shirt size (required)' })
    expect(size).toHaveAccessibleDescription('is required')
    expect(within(size).getByRole('radio', { name: 'S' })).toHaveFocus()
    expect(sent).toEqual([])
    await user.click(within(size).getByRole('radio', { name: 'M' }))
    const scale = screen.getByRole('radiogroup', { name: 'How do you like the design?' })
    await user.click(within(scale).getByRole('radio', { name: '4' }))
    await user.type(screen.getByRole('textbox', { name: 'Anything else?' }), '  Navy  ')
    await user.click(screen.getByRole('button', { name: 'Send answers' }))
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible()
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/forms/f1/responses',
        body: { answers: { size: 'M', rate: 4, note: 'Navy' } },
      },
    ])
  })

  it('offers the club’s forms for everyone to those outside it too, and clears an optional choice', async () => {
    server.use(
      http.get(`${API}/clubs/chess/about`, () =>
        answer(ClubAbout, {
          club: fakeClub({ id: 'chess', name: 'Chess Club', membership: null }),
          officers: [],
          additionalInfo: [],
        }),
      ),
      http.get(`${API}/forms`, () =>
        answer(FormList, {
          items: [summary({ audience: { kind: 'school', eventId: null, eventTitle: null } })],
        }),
      ),
      http.get(`${API}/forms/f1`, () => answer(Form, form())),
    )
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Forms for you' })
    expect(within(section).getByText('Chess Club · Everyone at school')).toBeVisible()
    await user.click(within(section).getByRole('link', { name: 'Answer Kit order' }))
    const scale = await screen.findByRole('radiogroup', { name: 'How do you like the design?' })
    expect(within(scale).getByRole('radio', { name: '1' })).toHaveAccessibleDescription(
      'Not at all',
    )
    expect(within(scale).queryByRole('button', { name: /Clear/ })).toBeNull()
    await user.click(within(scale).getByRole('radio', { name: '2' }))
    await user.click(
      within(scale).getByRole('button', {
        name: 'Clear the answer to How do you like the design?',
      }),
    )
    expect(within(scale).getByRole('radio', { name: '2' })).not.toBeChecked()
  })

  it('keeps the builder from those who do not run the form', async () => {
    server.use(
      http.get(`${API}/forms/f1`, () => answer(Form, form())),
      http.get(`${API}/clubs/chess/forms`, () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Not allowed' } },
          { status: 403 },
        ),
      ),
    )
    const edit = renderRoute('/_/_/clubs/chess/forms/f1/edit')
    expect(await screen.findByText('It may have been deleted, or it is not for you.')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull()
    edit.unmount()
    renderRoute('/_/_/clubs/chess/forms/new')
    expect(await screen.findByText('It may have been deleted, or it is not for you.')).toBeVisible()
  })

  it('shows the server’s refusal beside the question it names', async () => {
    answerClub('member')
    server.use(
      http.get(`${API}/forms/f1`, () => answer(Form, form())),
      http.post(`${API}/forms/f1/responses`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'body.answers.size: is not one of the options',
              issues: [{ path: 'body.answers.size', message: 'is not one of the options' }],
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderRoute('/_/_/clubs/chess/forms/f1')
    const size = await screen.findByRole('radiogroup', { name: 'Shirt size (required)' })
    await user.click(within(size).getByRole('radio', { name: 'L' }))
    await user.click(screen.getByRole('button', { name: 'Send answers' }))
    expect(await within(size).findByText('is not one of the options')).toBeVisible()
  })

  it('takes a file as an answer: uploaded at once, shown by name and size, sent by its id', async () => {
    answerClub('member')
    const poster = {
      id: 'poster',
      kind: 'file' as const,
      label: 'Your poster',
      help: '',
      required: true,
    }
    let uploads = 0
    server.use(
      http.get(`${API}/forms/f1`, () =>
        answer(Form, form({ sections: [{ title: '', description: '', questions: [poster] }] })),
      ),
      http.post(`${API}/files`, () => {
        uploads += 1
        if (uploads === 1) {
          return HttpResponse.json(
            { error: { code: 'unsupported_media_type', message: 'Only images and PDFs.' } },
            { status: 415 },
          )
        }
        return answer(
          ChatFile,
          {
            id: 'a'.repeat(32),
            name: 'poster.webp',
            contentType: 'image/webp',
            size: 2048,
            width: 800,
            height: 600,
            hasPreview: true,
          },
          201,
        )
      }),
      http.post(`${API}/forms/f1/responses`, async ({ request }) => {
        await record(request)
        return answer(
          FormResponseReceipt,
          { id: 'r1', submittedAt: '2027-02-02T10:00:00.000Z' },
          201,
        )
      }),
    )
    const { user } = renderRoute('/_/_/clubs/chess/forms/f1')
    const group = await screen.findByRole('group', { name: 'Your poster (required)' })
    expect(group).toHaveAccessibleDescription(
      'An image (JPEG, PNG, WebP or GIF) or a PDF, up to 10 MB.',
    )
    await user.click(screen.getByRole('button', { name: 'Send answers' }))
    expect(group).toHaveAccessibleDescription(
      'An image (JPEG, PNG, WebP or GIF) or a PDF, up to 10 MB. is required',
    )
    const choose = within(group).getByRole('button', { name: 'Choose a file' })
    expect(choose).toHaveFocus()
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,application/pdf')
    const file = new File(['png'], 'poster.png', { type: 'image/png' })
    await user.upload(input, file)
    expect(
      await within(group).findByText('poster.png could not be uploaded: Only images and PDFs.'),
    ).toBeVisible()
    await user.upload(input, file)
    expect(await within(group).findByText('poster.webp · 2 KB')).toBeVisible()
    expect(within(group).getByRole('button', { name: 'Choose another' })).toBeVisible()
    expect(within(group).getByRole('button', { name: 'Remove poster.webp' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send answers' }))
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible()
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/forms/f1/responses',
        body: { answers: { poster: 'a'.repeat(32) } },
      },
    ])
  })

  it('says a form that is not the viewer’s is not found', async () => {
    server.use(
      http.get(`${API}/forms/gone`, () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Form not found' } },
          { status: 404 },
        ),
      ),
    )
    renderRoute('/_/_/clubs/chess/forms/gone')
    expect(await screen.findByText('It may have been deleted, or it is not for you.')).toBeVisible()
  })

  it('shows the results: counts as words and bars, the scale’s mean, the latest texts', async () => {
    server.use(
      http.get(`${API}/forms/f1/results`, () =>
        answer(FormResults, {
          form: form({ viewer: { manage: true, canRespond: false }, responseCount: 2 }),
          responseCount: 2,
          respondentCount: 2,
          questions: [
            {
              id: 'size',
              kind: 'choice',
              label: 'Shirt size',
              answered: 2,
              counts: [
                { label: 'S', count: 0 },
                { label: 'M', count: 2 },
                { label: 'L', count: 0 },
              ],
              mean: null,
              texts: [],
              files: [],
            },
            {
              id: 'rate',
              kind: 'scale',
              label: 'How do you like the design?',
              answered: 2,
              counts: [1, 2, 3, 4, 5].map((n) => ({ label: String(n), count: n > 3 ? 1 : 0 })),
              mean: 4.5,
              texts: [],
              files: [],
            },
            {
              id: 'note',
              kind: 'short_text',
              label: 'Anything else?',
              answered: 1,
              counts: [],
              mean: null,
              texts: ['Navy'],
              files: [],
            },
            {
              id: 'poster',
              kind: 'file',
              label: 'Your poster',
              answered: 1,
              counts: [],
              mean: null,
              texts: [],
              files: [
                {
                  id: 'b'.repeat(32),
                  name: 'poster.pdf',
                  contentType: 'application/pdf',
                  size: 3 * 1024 * 1024,
                },
              ],
            },
          ],
        }),
      ),
    )
    renderRoute('/_/_/clubs/chess/forms/f1/results')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results of Kit order' }),
    ).toBeVisible()
    expect(screen.getByText('Answers: 2. People who answered: 2.')).toBeVisible()
    const size = screen.getByRole('region', { name: 'Shirt size' })
    expect(within(size).getByText('M: 2 (100%)')).toBeVisible()
    expect(within(size).getByText('S: 0 (0%)')).toBeVisible()
    const rate = screen.getByRole('region', { name: 'How do you like the design?' })
    expect(within(rate).getByText('Answered by 2 · Mean 4.5')).toBeVisible()
    const note = screen.getByRole('region', { name: 'Anything else?' })
    expect(
      within(within(note).getByRole('list', { name: 'Latest answers' })).getByText('Navy'),
    ).toBeVisible()
    const poster = screen.getByRole('region', { name: 'Your poster' })
    const sentFiles = within(poster).getByRole('list', { name: 'Files sent' })
    expect(within(sentFiles).getByRole('button', { name: 'Save poster.pdf' })).toBeVisible()
    expect(within(sentFiles).getByText('3 MB')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible()
  })

  it('lets staff build the school’s own form in Admin → Forms', async () => {
    server.use(
      http.get(`${API}/school-forms`, () =>
        answer(FormList, {
          items: [
            summary({
              id: 'f9',
              title: 'Campus life',
              clubId: null,
              clubName: null,
              audience: { kind: 'school', eventId: null, eventTitle: null },
              responseCount: 12,
            }),
          ],
        }),
      ),
      http.post(`${API}/school-forms`, async ({ request }) => {
        await record(request)
        return answer(Form, form({ id: 'f10', clubId: null, clubName: null, status: 'draft' }), 201)
      }),
    )
    const { user, router } = renderRoute('/admin/forms', {
      user: { ...maya, roles: ['staff'] },
    })
    const list = await screen.findByRole('list', { name: 'The school’s forms' })
    expect(within(list).getByText('Everyone at school · 2 questions · 12 answers')).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Build a form' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'New form' })).toBeVisible()
    // The school's form goes to everyone, or to one event's guests (any of the school's).
    const audience = screen.getByRole('combobox', { name: 'Who may answer' })
    expect(
      within(audience)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Those going to an event', 'Everyone at school'])
    expect(audience).toHaveValue('school')
    server.use(
      http.get(`${API}/events`, ({ request }) => {
        eventsAsked.push(new URL(request.url).searchParams)
        return answer(EventPage, {
          items: [
            fakeEvent({
              id: 'e7',
              title: 'Welcome fair',
              startsAt: '2027-03-04T15:00:00.000Z',
              timeZone: 'UTC',
            }),
          ],
          nextCursor: null,
        })
      }),
    )
    await user.selectOptions(audience, 'Those going to an event')
    const eventPicker = await screen.findByRole('combobox', { name: 'Event' })
    await user.selectOptions(
      eventPicker,
      await within(eventPicker).findByRole('option', { name: 'Welcome fair · Mar 4, 2027' }),
    )
    expect(eventsAsked[0]?.get('limit')).toBe('50')
    expect(eventsAsked[0]?.get('scope')).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Campus life 2')
    const first = screen.getByRole('group', { name: 'Question 1' })
    await user.type(within(first).getByRole('textbox', { name: 'Question' }), 'Best spot?')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Form saved')).toBeVisible()
    expect(router.state.location.pathname).toBe('/admin/forms')
    expect(sent[0]).toMatchObject({
      url: '/api/v1/school-forms',
      body: { title: 'Campus life 2', audience: { kind: 'event', eventId: 'e7' } },
    })
  })

  it('lists every form open to the student at /forms, each where it is answered', async () => {
    server.use(
      http.get(`${API}/forms`, () =>
        answer(FormList, {
          items: [
            summary(),
            summary({
              id: 'f9',
              title: 'Campus life',
              clubId: null,
              clubName: null,
              audience: { kind: 'school', eventId: null, eventTitle: null },
            }),
          ],
        }),
      ),
      http.get(`${API}/forms/f9`, () =>
        answer(Form, form({ id: 'f9', title: 'Campus life', clubId: null, clubName: null })),
      ),
    )
    const { user, router } = renderRoute('/forms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeVisible()
    expect(await screen.findByRole('link', { name: 'Answer Kit order' })).toHaveAttribute(
      'href',
      '/_/_/clubs/chess/forms/f1',
    )
    await user.click(screen.getByRole('link', { name: 'Answer Campus life' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Campus life' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/forms/f9')
    expect(screen.getByRole('link', { name: '← Back to your forms' })).toHaveAttribute(
      'href',
      '/forms',
    )
  })
})
