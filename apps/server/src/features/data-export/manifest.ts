import type { PersonalDataSubject } from '../../platform/personal-data.ts'
import type { DataExportRow } from './exports.service.ts'

export interface ExportManifest {
  export: string
  student: string
  school: { code: string; name: string }
  createdAt: string
  files: { file: string; what: string; attachments: number }[]
}

/** What the ZIP holds, for `manifest.json`: who, when, which school, each file. */
export function manifestOf(
  subject: PersonalDataSubject,
  row: DataExportRow,
  parts: { name: string; what: string; files: number }[],
): ExportManifest {
  return {
    export: row.id,
    student: subject.uid,
    school: { code: subject.school.code, name: subject.school.name },
    createdAt: new Date().toISOString(),
    files: parts.map((part) => ({
      file: `${part.name}.json`,
      what: part.what,
      attachments: part.files,
    })),
  }
}

/** The same, in words, for `README.txt`. */
export function readmeOf(manifest: ExportManifest): string {
  const lines = [
    `Your data at ${manifest.school.name} on Quad`,
    `Exported ${manifest.createdAt} for account ${manifest.student}.`,
    '',
    'Each JSON file holds one kind of record; files/<name>/ holds its files.',
    '',
    ...manifest.files.map(
      (f) => `${f.file}: ${f.what}${f.attachments ? ` (${String(f.attachments)} files)` : ''}`,
    ),
    '',
  ]
  return lines.join('\n')
}
