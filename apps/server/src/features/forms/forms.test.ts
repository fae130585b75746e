// @engines both: the route contract, and a race for a one-answer form under the form's row lock
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ErrorBody,
  Form,
  FormList,
  FormResults,
  NotificationList,
  type FormBody,
} from '@quad/shared'
import { formResponses, forms } from '../../db/schema/forms.ts'
import { auditLog, userRoles } from '../../platform/db/policies-schema.ts'
import { queuedFileDeletions, sweepStoredFiles } from '../../platform/files/deletions.ts'
import { configuredStorage, localDiskStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { photo, uploadFile } from '../../test/feed-write-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { formFileKey } from './form-files.ts'
import { formsPersonalData } from './personal-data.ts'

/**
 * Forms and surveys (issue 37 item 1, decision 110) through real HTTP: officers build a
 * form of every question kind, open it to their members, read counts and CSV; answers
 * are checked per question; one answer per person holds under a race; anonymous answers
 * name no one and keep only the day; an event's form goes to its guests only.
 */
/** The local disk storage `npm start` uses, in a folder of this file's own. */
const files = localDiskStorage(mkdtempSync(path.join(tmpdir(), 'quad-forms-files-')))
const ctx = useTestApp({ files })
let school: School
let club = { id: 0, uid: '' }
let otherClub = { id: 0, uid: '' }
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'forms', name: 'Forms U' })
  for (const name of ['olga', 'mia', 'max', 'nia', 'stan']) {
    ids[name] = (
      await insertTestStudent(database, school, {
        email: `${name}@f.edu`,
        firstName: name.toUpperCase(),
        lastName: 'Roe',
      })
    ).id
    api[name] = await bearerClient(ctx, 'forms', `${name}@f.edu`)
  }
  await database.db
    .insert(userRoles)
    .values({ schoolId: school.id, userId: ids['stan'] ?? 0, role: 'staff' })
  club = await insertClub(ctx(), school, {
    name: 'Chess Club',
    officers: [ids['olga'] ?? 0],
    members: [ids['mia'] ?? 0, ids['max'] ?? 0],
  })
  otherClub = await insertClub(ctx(), school, { name: 'Go Club', officers: [ids['nia'] ?? 0] })
})

const as = (name: string) => api[name] as BearerClient

const survey: FormBody = {
  title: 'Season survey',
  description: 'Tell us how the season went.',
  audience: { kind: 'club' },
  responsesPerPerson: 'one',
  anonymous: false,
  closesAt: null,
  sections: [
    {
      title: 'You',
      description: '',
      questions: [
        { id: 'name', kind: 'short_text', label: 'Nickname', help: '', required: false },
        {
          id: 'night',
          kind: 'choice',
          label: 'Best club night',
          help: '',
          required: true,
          options: ['Monday', 'Thursday'],
        },
        {
          id: 'formats',
          kind: 'multi_choice',
          label: 'Formats you play',
          help: '',
          required: false,
          options: ['Blitz', 'Rapid', 'Classical'],
        },
      ],
    },
    {
      title: 'The season',
      description: '',
      questions: [
        {
          id: 'rating',
          kind: 'scale',
          label: 'How was it?',
          help: '',
          required: true,
          min: 1,
          max: 5,
          minLabel: 'Poor',
          maxLabel: 'Great',
        },
        { id: 'start', kind: 'date', label: 'When can you start?', help: '', required: false },
        { id: 'ideas', kind: 'long_text', label: 'Ideas', help: '', required: false },
      ],
    },
  ],
}

async function created(who: string, url: string, body: FormBody): Promise<Form> {
  const response = await as(who).post(url, body)
  expect(response.statusCode, response.body).toBe(201)
  return Form.parse(response.json())
}

async function open(who: string, formId: string) {
  const response = await as(who).post(`/api/v1/forms/${formId}/status`, { status: 'open' })
  expect(response.statusCode, response.body).toBe(200)
  return Form.parse(response.json())
}

const answer = (who: string, formId: string, answers: Record<string, unknown>) =>
  as(who).post(`/api/v1/forms/${formId}/responses`, { answers })

async function notificationsOf(who: string) {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await as(who).get('/api/v1/notifications')).json()).items
}

function fieldOf(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400)
  return ErrorBody.parse(response.json()).error.issues?.[0]?.path
}

describe('forms and surveys', () => {
  it('an officer builds and opens a form; members answer once; counts and CSV', async () => {
    const form = await created('olga', `/api/v1/clubs/${club.uid}/forms`, survey)
    expect(form.status).toBe('draft')
    expect(form.viewer.manage).toBe(true)
    // A draft is nobody else's to see; a member may not build the club's forms.
    expect((await as('mia').get(`/api/v1/forms/${form.id}`)).statusCode).toBe(404)
    expect((await as('mia').post(`/api/v1/clubs/${club.uid}/forms`, survey)).statusCode).toBe(403)
    expect((await answer('mia', form.id, { night: 'Monday', rating: 3 })).statusCode).toBe(404)

    expect((await open('olga', form.id)).accepting).toBe(true)
    const mine = FormList.parse((await as('mia').get('/api/v1/forms')).json())
    expect(mine.items.map((item) => item.id)).toContain(form.id)
    expect(mine.items.find((item) => item.id === form.id)?.responseCount).toBeNull()
    // Not a member: not theirs to see or answer.
    expect((await as('nia').get(`/api/v1/forms/${form.id}`)).statusCode).toBe(404)
    const niaList = FormList.parse((await as('nia').get('/api/v1/forms')).json())
    expect(niaList.items.map((item) => item.id)).not.toContain(form.id)

    // Each answer is checked against its question.
    expect(fieldOf(await answer('mia', form.id, { rating: 3 }))).toBe('body.answers.night')
    expect(fieldOf(await answer('mia', form.id, { night: 'Sunday', rating: 3 }))).toBe(
      'body.answers.night',
    )
    expect(fieldOf(await answer('mia', form.id, { night: 'Monday', rating: 6 }))).toBe(
      'body.answers.rating',
    )
    expect(
      fieldOf(await answer('mia', form.id, { night: 'Monday', rating: 2, start: '2026-02-30' })),
    ).toBe('body.answers.start')
    expect(
      fieldOf(await answer('mia', form.id, { night: 'Monday', rating: 2, formats: ['Bullet'] })),
    ).toBe('body.answers.formats')
    expect(fieldOf(await answer('mia', form.id, { night: 'Monday', rating: 2, extra: 'x' }))).toBe(
      'body.answers.extra',
    )

    const full = {
      name: '  Knight ',
      night: 'Thursday',
      formats: ['Classical', 'Blitz'],
      rating: 4,
      start: '2026-09-01',
      ideas: 'More simuls',
    }
    const first = await answer('mia', form.id, full)
    expect(first.statusCode, first.body).toBe(201)
    const again = await answer('mia', form.id, full)
    expect(again.statusCode).toBe(409)
    const second = await answer('max', form.id, { night: 'Thursday', rating: 2, name: '' })
    expect(second.statusCode, second.body).toBe(201)
    const read = Form.parse((await as('mia').get(`/api/v1/forms/${form.id}`)).json())
    expect(read.viewer.canRespond).toBe(false)
    expect(read.viewerResponses).toBe(1)

    // Only those who run it read the answers.
    expect((await as('mia').get(`/api/v1/forms/${form.id}/results`)).statusCode).toBe(403)
    const results = FormResults.parse(
      (await as('olga').get(`/api/v1/forms/${form.id}/results`)).json(),
    )
    expect(results.responseCount).toBe(2)
    expect(results.respondentCount).toBe(2)
    const byId = new Map(results.questions.map((question) => [question.id, question]))
    expect(byId.get('night')?.counts).toEqual([
      { label: 'Monday', count: 0 },
      { label: 'Thursday', count: 2 },
    ])
    expect(byId.get('formats')?.counts.map((c) => c.count)).toEqual([1, 0, 1])
    expect(byId.get('rating')?.mean).toBe(3)
    expect(byId.get('rating')?.counts.map((c) => c.count)).toEqual([0, 1, 0, 1, 0])
    expect(byId.get('name')).toMatchObject({ answered: 1, texts: ['Knight'] })
    expect(byId.get('start')?.counts).toEqual([{ label: '2026-09-01', count: 1 }])

    const csv = await as('olga').get(`/api/v1/forms/${form.id}/responses.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      '"Submitted at","Respondent","Nickname","Best club night","Formats you play","How was it?","When can you start?","Ideas"',
    )
    expect(lines[1]).toContain('"MIA Roe","Knight","Thursday","Blitz; Classical","4","2026-09-01"')
    expect(lines[2]).toContain('"MAX Roe","","Thursday","","2"')

    // The officers hear of it, the answers to one form folded into one item.
    const told = (await notificationsOf('olga')).filter((item) => item.type === 'form_answered')
    expect(told).toHaveLength(1)
    expect(told[0]?.text).toMatch(/^(MIA|MAX) Roe and 1 more answered Season survey$/)
    expect(told[0]?.link).toBe(`/_/_/clubs/${club.uid}/forms/${form.id}/results`)

    const listed = FormList.parse((await as('olga').get(`/api/v1/clubs/${club.uid}/forms`)).json())
    expect(listed.items[0]).toMatchObject({ id: form.id, responseCount: 2, status: 'open' })
  })

  it('keeps the questions once answered, and audits each change', async () => {
    const form = await created('olga', `/api/v1/clubs/${club.uid}/forms`, {
      ...survey,
      title: 'Kit order',
    })
    await open('olga', form.id)
    expect((await answer('max', form.id, { night: 'Monday', rating: 5 })).statusCode).toBe(201)
    const [first] = survey.sections
    const fewer = { ...survey, sections: [first as FormBody['sections'][number]] }
    const changed = await as('olga').put(`/api/v1/forms/${form.id}`, fewer)
    expect(changed.statusCode).toBe(409)
    const renamed = await as('olga').put(`/api/v1/forms/${form.id}`, {
      ...survey,
      title: 'Kit order (final)',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const closed = await as('olga').post(`/api/v1/forms/${form.id}/status`, { status: 'closed' })
    expect(Form.parse(closed.json()).accepting).toBe(false)
    expect((await answer('mia', form.id, { night: 'Monday', rating: 5 })).statusCode).toBe(409)
    expect((await as('olga').delete(`/api/v1/forms/${form.id}`)).statusCode).toBe(204)
    const actions = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'form'), eq(auditLog.subjectId, form.id)))
    expect(actions.map((row) => row.action).sort()).toEqual([
      'form.close',
      'form.create',
      'form.delete',
      'form.publish',
      'form.update',
    ])
  })

  it('checks the definition: unique ids and options, a closing time ahead', async () => {
    const url = `/api/v1/clubs/${club.uid}/forms`
    const [first] = survey.sections
    const section = first as FormBody['sections'][number]
    const twice = { ...section, questions: [...section.questions, section.questions[0]] }
    expect(fieldOf(await as('olga').post(url, { ...survey, sections: [twice] }))).toBe(
      'body.sections.0.questions.3.id',
    )
    const choice = {
      id: 'dup',
      kind: 'choice',
      label: 'Pick',
      help: '',
      required: false,
      options: ['A', 'a'],
    }
    expect(
      fieldOf(
        await as('olga').post(url, {
          ...survey,
          sections: [{ title: '', description: '', questions: [choice] }],
        }),
      ),
    ).toBe('body.sections.0.questions.0.options.1')
    expect(
      fieldOf(
        await as('olga').post(url, {
          ...survey,
          sections: [{ title: '', description: '', questions: [] }],
        }),
      ),
    ).toBe('body.sections')
    expect(
      fieldOf(await as('olga').post(url, { ...survey, closesAt: '2020-01-01T00:00:00Z' })),
    ).toBe('body.closesAt')
    expect((await as('olga').post(url, { ...survey, title: '' })).statusCode).toBe(400)
    // A name an answers object inherits, a closing time beyond any survey: 400s, never 500s.
    const constructorQuestion = { ...section.questions[0], id: 'constructor' }
    expect(
      fieldOf(
        await as('olga').post(url, {
          ...survey,
          sections: [{ title: '', description: '', questions: [constructorQuestion] }],
        }),
      ),
    ).toBe('body.sections.0.questions.0.id')
    expect(
      fieldOf(await as('olga').post(url, { ...survey, closesAt: '9999-12-31T23:59:59-23:59' })),
    ).toBe('body.closesAt')
  })

  it('an anonymous school survey: answers name no one and keep only the day', async () => {
    const body: FormBody = {
      ...survey,
      title: 'Campus life',
      audience: { kind: 'school' },
      responsesPerPerson: 'many',
      anonymous: true,
    }
    expect((await as('mia').post('/api/v1/school-forms', body)).statusCode).toBe(403)
    expect(
      fieldOf(
        await as('stan').post('/api/v1/school-forms', { ...body, audience: { kind: 'club' } }),
      ),
    ).toBe('body.audience.kind')
    const form = await created('stan', '/api/v1/school-forms', body)
    await open('stan', form.id)
    for (const rating of [5, 3]) {
      expect((await answer('nia', form.id, { night: 'Monday', rating })).statusCode).toBe(201)
    }
    const stored = await ctx()
      .database.db.select({ userId: formResponses.userId, at: formResponses.submittedAt })
      .from(formResponses)
      .innerJoin(forms, eq(forms.id, formResponses.formId))
      .where(eq(forms.uid, form.id))
    expect(stored).toHaveLength(2)
    for (const row of stored) {
      expect(row.userId).toBeNull()
      expect(row.at.toISOString()).toMatch(/T00:00:00\.000Z$/)
    }
    const results = FormResults.parse(
      (await as('stan').get(`/api/v1/forms/${form.id}/results`)).json(),
    )
    expect(results).toMatchObject({ responseCount: 2, respondentCount: 1 })
    const csv = (await as('stan').get(`/api/v1/forms/${form.id}/responses.csv`)).body
    expect(csv.split('\r\n')[0]).toMatch(/^"Submitted on","Nickname"/)
    expect(csv).not.toContain('NIA')
    const listed = FormList.parse((await as('stan').get('/api/v1/school-forms')).json())
    expect(listed.items.map((item) => item.id)).toEqual([form.id])
    expect((await as('mia').get('/api/v1/school-forms')).statusCode).toBe(403)
  })

  it("an event's form goes to those going, and to no other club's event", async () => {
    const event = await insertEvent(ctx(), school, { clubId: club.id, title: 'Simul night' })
    const elsewhere = await insertEvent(ctx(), school, { clubId: otherClub.id })
    await insertRsvp(ctx(), school, { eventId: event.id, userId: ids['nia'] ?? 0, status: 'going' })
    await insertRsvp(ctx(), school, {
      eventId: event.id,
      userId: ids['max'] ?? 0,
      status: 'interested',
    })
    const url = `/api/v1/clubs/${club.uid}/forms`
    expect(
      fieldOf(
        await as('olga').post(url, {
          ...survey,
          audience: { kind: 'event', eventId: elsewhere.uid },
        }),
      ),
    ).toBe('body.audience.eventId')
    // A draft event could be deleted outright, its form and answers with it: not offered.
    const draft = await insertEvent(ctx(), school, { clubId: club.id, status: 'draft' })
    expect(
      fieldOf(
        await as('olga').post(url, { ...survey, audience: { kind: 'event', eventId: draft.uid } }),
      ),
    ).toBe('body.audience.eventId')
    const form = await created('olga', url, {
      ...survey,
      title: 'Simul feedback',
      audience: { kind: 'event', eventId: event.uid },
    })
    expect(form.audience).toMatchObject({ kind: 'event', eventTitle: 'Simul night' })
    await open('olga', form.id)
    expect((await answer('max', form.id, { night: 'Monday', rating: 4 })).statusCode).toBe(404)
    expect((await answer('nia', form.id, { night: 'Monday', rating: 4 })).statusCode).toBe(201)
  })

  it("a club's anonymous form tells its officers without naming anyone", async () => {
    const form = await created('olga', `/api/v1/clubs/${club.uid}/forms`, {
      ...survey,
      title: 'Honest feedback',
      anonymous: true,
    })
    await open('olga', form.id)
    expect((await answer('max', form.id, { night: 'Monday', rating: 2 })).statusCode).toBe(201)
    const told = (await notificationsOf('olga')).filter(
      (item) => item.type === 'form_answered_anonymously',
    )
    expect(told.map((item) => item.text)).toEqual(['An anonymous answer to Honest feedback'])
    expect(JSON.stringify(told)).not.toContain('MAX')
  })

  it('takes exactly one of two answers sent at once to a one-answer form', async () => {
    const form = await created('olga', `/api/v1/clubs/${club.uid}/forms`, {
      ...survey,
      title: 'Race',
    })
    await open('olga', form.id)
    const both = await Promise.all([
      answer('mia', form.id, { night: 'Monday', rating: 1 }),
      answer('mia', form.id, { night: 'Thursday', rating: 2 }),
    ])
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const results = FormResults.parse(
      (await as('olga').get(`/api/v1/forms/${form.id}/results`)).json(),
    )
    expect(results.responseCount).toBe(1)
  })

  it('exports a student’s named answers, and erasing them keeps the counts true', async () => {
    const named = await created('olga', `/api/v1/clubs/${club.uid}/forms`, {
      ...survey,
      title: 'Named poll',
      responsesPerPerson: 'many',
    })
    const hidden = await created('olga', `/api/v1/clubs/${club.uid}/forms`, {
      ...survey,
      title: 'Hidden poll',
      anonymous: true,
    })
    for (const form of [named, hidden]) await open('olga', form.id)
    for (const form of [named, named, hidden]) {
      expect((await answer('mia', form.id, { night: 'Monday', rating: 3 })).statusCode).toBe(201)
    }
    const [part] = formsPersonalData
    if (!part) throw new Error('no forms part')
    const subject = {
      school,
      userId: ids['mia'] ?? 0,
      uid: '',
      storage: configuredStorage(ctx().database, tmpdir()),
      outbox: ctx().app.outbox,
    }
    const records = (await part.export(ctx().database.db, subject)).records as Record<
      string,
      unknown
    >
    const responses = records['responses'] as { form: string; answers: unknown }[]
    expect(responses.filter((row) => row.form === 'Named poll')).toEqual([
      expect.objectContaining({ answers: { night: 'Monday', rating: 3 } }),
      expect.objectContaining({ answers: { night: 'Monday', rating: 3 } }),
    ])
    expect(responses.map((row) => row.form)).not.toContain('Hidden poll')
    expect(records['answeredAnonymously']).toEqual([{ form: 'Hidden poll', times: 1 }])
    await ctx().database.db.transaction((tx) => part.erase(tx, subject, 'anonymise'))
    const count = async (formId: string) =>
      FormResults.parse((await as('olga').get(`/api/v1/forms/${formId}/results`)).json())
    expect(await count(named.id)).toMatchObject({ responseCount: 0, respondentCount: 0 })
    // The anonymous answer names no one, so it stays in the counts (decision 110).
    expect(await count(hidden.id)).toMatchObject({ responseCount: 1, respondentCount: 0 })
    const listed = FormList.parse((await as('olga').get(`/api/v1/clubs/${club.uid}/forms`)).json())
    expect(listed.items.find((item) => item.id === named.id)?.responseCount).toBe(0)
  })

  it('takes files as answers: the sender’s own upload, read by the officers, swept with the form', async () => {
    const poster = {
      id: 'poster',
      kind: 'file' as const,
      label: 'Poster',
      help: '',
      required: true,
    }
    const withFile = { ...survey, title: 'Poster contest', responsesPerPerson: 'many' as const }
    withFile.sections = [{ title: '', description: '', questions: [poster] }]
    // A file can say who sent it: never in an anonymous form.
    const hidden = await as('olga').post(`/api/v1/clubs/${club.uid}/forms`, {
      ...withFile,
      anonymous: true,
    })
    expect(fieldOf(hidden)).toBe('body.sections.0.questions.0.kind')
    const form = await created('olga', `/api/v1/clubs/${club.uid}/forms`, withFile)
    await open('olga', form.id)

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const upload = (who: string, data: Buffer, name: string) =>
      uploadFile(ctx, 'forms', as(who), data, name)
    const miaPdf = await upload('mia', pdf, 'flyer.pdf')
    const maxPdf = await upload('max', pdf, 'theirs.pdf')
    // Another's upload, or no upload at all, is no answer.
    expect(fieldOf(await answer('mia', form.id, { poster: maxPdf.id }))).toBe('body.answers.poster')
    expect(fieldOf(await answer('mia', form.id, { poster: 'f'.repeat(32) }))).toBe(
      'body.answers.poster',
    )
    const sent = await answer('mia', form.id, { poster: miaPdf.id })
    expect(sent.statusCode, sent.body).toBe(201)
    // Taken over by the response: not hers to send again.
    expect(fieldOf(await answer('mia', form.id, { poster: miaPdf.id }))).toBe('body.answers.poster')
    const maxPhoto = await upload('max', await photo(), 'IMG_0001.jpg')
    expect((await answer('max', form.id, { poster: maxPhoto.id })).statusCode).toBe(201)

    const results = FormResults.parse(
      (await as('olga').get(`/api/v1/forms/${form.id}/results`)).json(),
    )
    const sentFiles = results.questions[0]?.files ?? []
    expect(sentFiles.map((file) => [file.name, file.contentType])).toEqual([
      ['IMG_0001.webp', 'image/webp'],
      ['flyer.pdf', 'application/pdf'],
    ])
    const [image, document] = sentFiles
    if (!image || !document) throw new Error('two files')
    const fileUrl = (id: string) => `/api/v1/forms/${form.id}/files/${id}`
    const read = await as('olga').get(fileUrl(document.id))
    expect(read.statusCode).toBe(200)
    expect(read.rawPayload.equals(pdf)).toBe(true)
    expect(read.headers['content-disposition']).toBe("attachment; filename*=UTF-8''flyer.pdf")
    expect((await as('mia').get(fileUrl(document.id))).statusCode).toBe(200)
    // Neither another member nor another club's officer; nor the sender of another file.
    expect((await as('max').get(fileUrl(document.id))).statusCode).toBe(404)
    expect((await as('nia').get(fileUrl(document.id))).statusCode).toBe(404)
    const preview = await as('olga').get(`${fileUrl(image.id)}?variant=preview`)
    expect(preview.headers['content-type']).toBe('image/webp')
    const csv = await as('olga').get(`/api/v1/forms/${form.id}/responses.csv`)
    expect(csv.body).toContain('"MIA Roe","flyer.pdf"')

    // Deleting the form queues its files' bytes; the sweep deletes them.
    const key = formFileKey(school.id, document.id)
    expect(await files.get(key)).not.toBeNull()
    expect((await as('olga').delete(`/api/v1/forms/${form.id}`)).statusCode).toBe(204)
    expect(await queuedFileDeletions(ctx().database.db)).toBeGreaterThanOrEqual(4)
    await sweepStoredFiles(ctx().database.db, files)
    expect(await files.get(key)).toBeNull()
    expect(await files.get(formFileKey(school.id, image.id, 'preview'))).toBeNull()
    expect(await queuedFileDeletions(ctx().database.db)).toBe(0)
  })
})
