import {
  IMPORT_ERRORS_MAX,
  ImportRow,
  type ImportRowError,
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_MAX_ROWS,
} from '@quad/shared'
import { badRequest } from '../../platform/errors.ts'
import { parseCsv } from './csv.ts'

/** A valid row of the file and its number (1 is the first row after the header). */
export interface NumberedRow {
  row: number
  data: ImportRow
}

export interface ReadFile {
  /** Rows after the header. */
  total: number
  valid: NumberedRow[]
  errors: ImportRowError[]
  /** Rows with at least one error (errors may be cut at `IMPORT_ERRORS_MAX`). */
  failed: number
}

const REQUIRED = ['email', 'first_name', 'last_name', 'account_type'] as const
const FIELD = 'file'

/**
 * Reads the people CSV (issue 14 item 2): a header naming the columns (any order; unknown
 * ones refused so a misspelt `graduation_yr` is not silently dropped), then one student a
 * row. Each bad cell is an error naming its row and column; an address twice in the file
 * is an error on its later rows. A file that is not such a table is a 400 on `file`.
 */
export function readPeopleFile(data: Buffer): ReadFile {
  const text = data.toString('utf8')
  if (text.includes('\u0000')) throw fileError('is not a text file')
  const [header, ...lines] = parseCsv(text)
  if (!header) throw fileError('is empty')
  const columns = header.map((name) => name.trim().toLowerCase())
  const unknown = columns.filter(
    (name) => !(PEOPLE_IMPORT_COLUMNS as readonly string[]).includes(name),
  )
  if (unknown.length > 0) throw fileError(`has unknown column "${unknown[0] ?? ''}"`)
  const missing = REQUIRED.filter((name) => !columns.includes(name))
  if (missing.length > 0) throw fileError(`has no "${missing.join('", "')}" column`)
  if (lines.length > PEOPLE_IMPORT_MAX_ROWS) {
    throw fileError(`has ${String(lines.length)} rows; at most ${String(PEOPLE_IMPORT_MAX_ROWS)}`)
  }
  const result: ReadFile = { total: lines.length, valid: [], errors: [], failed: 0 }
  const seen = new Map<string, number>()
  lines.forEach((cells, index) => {
    const row = index + 1
    const record = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']))
    const year = (record.graduation_year ?? '').trim()
    const parsed = ImportRow.safeParse({ ...record, graduation_year: year === '' ? null : year })
    const problems: ImportRowError[] = parsed.success
      ? []
      : // One error a cell: an empty address is "missing", not also "not an address".
        firstPerColumn(row, parsed.error.issues)
    if (parsed.success) {
      const email = parsed.data.email.toLowerCase()
      const first = seen.get(email)
      if (first === undefined) seen.set(email, row)
      else problems.push({ row, column: 'email', message: `repeats row ${String(first)}` })
      if (problems.length === 0) result.valid.push({ row, data: { ...parsed.data, email } })
    }
    if (problems.length > 0) {
      result.failed++
      for (const problem of problems) {
        if (result.errors.length < IMPORT_ERRORS_MAX) result.errors.push(problem)
      }
    }
  })
  return result
}

function firstPerColumn(
  row: number,
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): ImportRowError[] {
  const byColumn = new Map<string, string>()
  for (const issue of issues) {
    const column = String(issue.path[0] ?? 'row')
    if (!byColumn.has(column)) byColumn.set(column, issue.message)
  }
  return [...byColumn].map(([column, message]) => ({ row, column, message }))
}

function fileError(what: string) {
  return badRequest(`${FIELD}: the file ${what}`, [{ path: FIELD, message: what }])
}
