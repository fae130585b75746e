import type { Faker } from '@faker-js/faker'
import type { SisBalance, SisHold, SisLedgerLine } from '@quad/shared'
import type { SchoolRecordsProfile } from './demo-sis-catalogue.ts'
import { addDays, isoDay, type DemoTerm, type DemoTerms } from './demo-sis-terms.ts'

/*
 * What the demo's bursar and registrar push: each term's charges and payments for many
 * students (most paid up, some owing by the term's due date), and holds on a few records.
 */

export interface DemoStudent {
  userId: number
  email: string
  /** The SIS's student number. */
  number: string
}

interface Line {
  code: string
  description: string
  amount: number
  date: Date
}

function ledger(prefix: string, lines: Line[]): SisLedgerLine[] {
  return lines.map((line) => ({
    externalId: `${prefix}-${line.code}`,
    description: line.description,
    amount: line.amount,
    date: isoDay(line.date),
  }))
}

function sum(lines: Line[]): number {
  return lines.reduce((total, line) => total + line.amount, 0)
}

function charges(profile: SchoolRecordsProfile, term: DemoTerm, housed: boolean): Line[] {
  const billed = addDays(term.start, -21)
  const { tuition, housing, fees, feesLabel } = profile.fees
  return [
    { code: 'TUIT', description: `Tuition, ${term.name}`, amount: tuition, date: billed },
    ...(housed
      ? [{ code: 'HOUS', description: `Housing, ${term.name}`, amount: housing, date: billed }]
      : []),
    { code: 'FEES', description: feesLabel, amount: fees, date: billed },
  ]
}

/** When this term's bill is due: about three weeks after the seed's week began. */
export function currentDueDate(terms: DemoTerms): Date {
  return addDays(terms.anchor, 3 * 7 + 4)
}

/**
 * One student's account for a term: aid and payments cover the charges, except for the
 * current term's `owing` (0: paid up).
 */
function account(
  faker: Faker,
  profile: SchoolRecordsProfile,
  student: DemoStudent,
  term: DemoTerm,
  owing: number,
  dueOn: Date,
): SisBalance {
  const prefix = `${student.number}-${term.externalId}`
  const charged = charges(profile, term, faker.datatype.boolean({ probability: 0.6 }))
  const total = sum(charged)
  const aid = Math.round((total * faker.number.int({ min: 0, max: 60 })) / 100)
  const rest = total - aid - owing
  const payments: Line[] = [
    {
      code: 'AID',
      description: 'Financial aid disbursement',
      amount: aid,
      date: addDays(term.start, -7),
    },
    {
      code: 'PAY1',
      description: 'Online payment — thank you',
      amount: rest,
      date: addDays(term.start, -3),
    },
  ].filter((line) => line.amount > 0)
  return {
    externalId: `BAL-${prefix}`,
    studentEmail: student.email,
    term: term.externalId,
    currency: profile.currency,
    balance: total - sum(payments),
    dueDate: isoDay(dueOn),
    charges: ledger(`CHG-${prefix}`, charged),
    payments: ledger(`PMT-${prefix}`, payments),
  }
}

/** The demo student's current bill: owing part of it, due in about three weeks. */
function demoStudentAccount(
  profile: SchoolRecordsProfile,
  student: DemoStudent,
  terms: DemoTerms,
): SisBalance {
  const { current } = terms
  const prefix = `${student.number}-${current.externalId}`
  const charged = charges(profile, current, true)
  const paid: Line[] = [
    {
      code: 'SCHOL',
      description: 'Presidential Scholarship',
      amount: Math.round(sum(charged) * 0.4),
      date: addDays(current.start, -10),
    },
    {
      code: 'LOAN',
      description: 'Federal Direct Loan',
      amount: Math.round(sum(charged) * 0.3),
      date: addDays(current.start, -7),
    },
    {
      code: 'PAY1',
      description: 'Online payment — thank you',
      amount: Math.round(sum(charged) * 0.2),
      date: addDays(current.start, 12),
    },
  ]
  return {
    externalId: `BAL-${prefix}`,
    studentEmail: student.email,
    term: current.externalId,
    currency: profile.currency,
    balance: sum(charged) - sum(paid),
    dueDate: isoDay(currentDueDate(terms)),
    charges: ledger(`CHG-${prefix}`, charged),
    payments: ledger(`PMT-${prefix}`, paid),
  }
}

/** About two students in three have a bill each term; one in four of those owes some of this one. */
export function demoBalances(
  faker: Faker,
  profile: SchoolRecordsProfile,
  terms: DemoTerms,
  students: DemoStudent[],
  demoStudent: DemoStudent | undefined,
): SisBalance[] {
  const due = currentDueDate(terms)
  const balances: SisBalance[] = []
  for (const student of students) {
    if (student === demoStudent) {
      balances.push(
        account(faker, profile, student, terms.previous, 0, addDays(terms.previous.start, 14)),
      )
      balances.push(demoStudentAccount(profile, student, terms))
      continue
    }
    if (!faker.datatype.boolean({ probability: 0.65 })) continue
    const owing = faker.datatype.boolean({ probability: 0.25 })
      ? faker.number.int({ min: 2, max: 40 }) * 50
      : 0
    balances.push(
      account(faker, profile, student, terms.previous, 0, addDays(terms.previous.start, 14)),
    )
    balances.push(account(faker, profile, student, terms.current, owing, due))
  }
  return balances
}

const HOLD_KINDS: Omit<SisHold, 'externalId' | 'studentEmail' | 'placedOn'>[] = [
  {
    title: 'Library fines outstanding',
    reason: 'Overdue items and unpaid fines on your library account.',
    blocks: ['transcripts'],
    howToClear: 'Return the items and pay the fines at the library desk or online.',
    contact: 'Library Circulation Desk',
  },
  {
    title: 'Advising appointment required',
    reason: 'Students in their first year meet an advisor before registering.',
    blocks: ['registration', 'enrollment_changes'],
    howToClear: 'Book and attend an appointment with your academic advisor.',
    contact: 'Academic Advising Center',
  },
  {
    title: 'Housing agreement not signed',
    reason: null,
    blocks: ['housing'],
    howToClear: 'Sign next year’s housing agreement in the housing portal.',
    contact: 'Residence Life',
  },
]

/** The demo student's hold, and one of `HOLD_KINDS` on every 25th other student (one lifted). */
export function demoHolds(
  profile: SchoolRecordsProfile,
  terms: DemoTerms,
  students: DemoStudent[],
  demoStudent: DemoStudent | undefined,
): SisHold[] {
  const holds: SisHold[] = []
  if (demoStudent) {
    holds.push({
      externalId: `HOLD-${demoStudent.number}-IMM`,
      studentEmail: demoStudent.email,
      title: 'Immunization records missing',
      reason: 'We have no record of your meningitis (MenACWY) vaccination.',
      blocks: ['registration'],
      howToClear:
        'Upload your vaccination record in the Health Center portal, or bring it to the Health Center.',
      contact: `Student Health Center, health@${profile.domain}`,
      placedOn: isoDay(addDays(terms.current.start, 10)),
    })
  }
  const others = students.filter((student) => student !== demoStudent)
  others.forEach((student, i) => {
    if (i % 25 !== 7) return
    const kind = HOLD_KINDS[Math.floor(i / 25) % HOLD_KINDS.length] ?? HOLD_KINDS[0]
    if (!kind) return
    holds.push({
      ...kind,
      externalId: `HOLD-${student.number}-${String(i)}`,
      studentEmail: student.email,
      placedOn: isoDay(addDays(terms.current.start, i % 30)),
      // The first is lifted: the SIS still sends it, students no longer see it.
      resolvedOn: i === 7 ? isoDay(addDays(terms.anchor, -2)) : null,
    })
  })
  return holds
}
