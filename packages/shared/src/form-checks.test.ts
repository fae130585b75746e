import { describe, expect, it } from 'vitest'
import { formAnswerIssues, formDefinitionIssues } from './form-checks.ts'
import type { FormSection } from './forms.ts'

/** Decision 110: what the schemas cannot see, as the builder, the answer form and the routes check it. */
const sections: FormSection[] = [
  {
    title: '',
    description: '',
    questions: [
      {
        id: 'night',
        kind: 'choice',
        label: 'Night',
        help: '',
        required: true,
        options: ['Mon', 'Thu'],
      },
      {
        id: 'kit',
        kind: 'multi_choice',
        label: 'Kit',
        help: '',
        required: false,
        options: ['Cap', 'Shirt', 'Bag'],
      },
      {
        id: 'rate',
        kind: 'scale',
        label: 'Rate',
        help: '',
        required: false,
        min: 1,
        max: 5,
        minLabel: '',
        maxLabel: '',
      },
      { id: 'day', kind: 'date', label: 'Day', help: '', required: false },
      { id: 'note', kind: 'short_text', label: 'Note', help: '', required: false },
    ],
  },
]

describe('formAnswerIssues', () => {
  it('stores trimmed text, options in the form’s order, and drops blanks', () => {
    const { answers, issues } = formAnswerIssues(sections, {
      night: 'Thu',
      kit: ['Bag', 'Cap', 'Bag'],
      rate: 5,
      day: '2028-02-29',
      note: '  hi  ',
    })
    expect(issues).toEqual([])
    expect(answers).toEqual({
      night: 'Thu',
      kit: ['Cap', 'Bag'],
      rate: 5,
      day: '2028-02-29',
      note: 'hi',
    })
    expect(formAnswerIssues(sections, { night: 'Mon', note: '   ', kit: [] }).answers).toEqual({
      night: 'Mon',
    })
  })

  it('never reads an answer an object inherits', () => {
    const asked: FormSection[] = [
      {
        title: '',
        description: '',
        questions: [{ id: 'toString', kind: 'short_text', label: 'T', help: '', required: false }],
      },
    ]
    expect(formAnswerIssues(asked, {})).toEqual({ answers: {}, issues: [] })
  })

  it('names every answer that does not fit', () => {
    const { issues } = formAnswerIssues(sections, {
      kit: ['Hat'],
      rate: 2.5,
      day: '2027-02-29',
      note: 'x'.repeat(301),
      other: 'y',
    })
    expect(issues.map((issue) => issue.path)).toEqual([
      'answers.other',
      'answers.night',
      'answers.kit',
      'answers.rate',
      'answers.day',
      'answers.note',
    ])
    expect(issues[1]?.message).toBe('is required')
  })
})

describe('formDefinitionIssues', () => {
  it('finds duplicate ids and options, an empty form and a scale without room', () => {
    expect(
      formDefinitionIssues({ sections: [{ title: '', description: '', questions: [] }] }),
    ).toEqual([{ path: 'sections', message: 'must hold at least one question' }])
    const [first] = sections
    const questions = [
      ...(first?.questions ?? []),
      {
        id: 'night',
        kind: 'choice' as const,
        label: 'Again',
        help: '',
        required: false,
        options: ['A', ' a'],
      },
      {
        id: 'flat',
        kind: 'scale' as const,
        label: 'Flat',
        help: '',
        required: false,
        min: 1,
        max: 1,
        minLabel: '',
        maxLabel: '',
      },
    ]
    expect(formDefinitionIssues({ sections: [{ title: '', description: '', questions }] })).toEqual(
      [
        { path: 'sections.0.questions.5.id', message: 'is used by another question' },
        { path: 'sections.0.questions.5.options.1', message: 'is offered twice' },
        { path: 'sections.0.questions.6.max', message: 'must be above the lowest point' },
      ],
    )
    expect(formDefinitionIssues({ sections })).toEqual([])
    const reserved = { ...first?.questions[0], id: '__proto__' } as (typeof questions)[number]
    expect(
      formDefinitionIssues({
        sections: [...sections, { title: 'Empty', description: '', questions: [] }],
      }),
    ).toEqual([{ path: 'sections.1.questions', message: 'must hold a question' }])
    expect(
      formDefinitionIssues({ sections: [{ title: '', description: '', questions: [reserved] }] }),
    ).toEqual([{ path: 'sections.0.questions.0.id', message: 'is a name the answers cannot use' }])
  })

  it('keeps files out of anonymous forms', () => {
    const file = { id: 'poster', kind: 'file' as const, label: 'Poster', help: '', required: true }
    const withFile = [{ title: '', description: '', questions: [file] }]
    expect(formDefinitionIssues({ sections: withFile, anonymous: false })).toEqual([])
    expect(formDefinitionIssues({ sections: withFile, anonymous: true })).toEqual([
      {
        path: 'sections.0.questions.0.kind',
        message: 'cannot ask for a file in an anonymous form',
      },
    ])
  })
})

describe('a file question’s answer', () => {
  const asked: FormSection[] = [
    {
      title: '',
      description: '',
      questions: [{ id: 'poster', kind: 'file', label: 'Poster', help: '', required: true }],
    },
  ]
  it('is an upload’s id, nothing else', () => {
    const id = '0123456789abcdef0123456789abcdef'
    expect(formAnswerIssues(asked, { poster: id })).toEqual({ answers: { poster: id }, issues: [] })
    for (const given of ['../../etc/passwd', 'poster.pdf', 12, [id]]) {
      expect(formAnswerIssues(asked, { poster: given }).issues).toEqual([
        { path: 'answers.poster', message: 'must be a file you uploaded' },
      ])
    }
    expect(formAnswerIssues(asked, {}).issues).toEqual([
      { path: 'answers.poster', message: 'is required' },
    ])
  })
})
