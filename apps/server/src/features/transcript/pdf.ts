import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib'
import type { TranscriptRecord } from '@quad/shared'
import { transcriptFonts } from './pdf-fonts.ts'
import { colourOf, Flow, PAGE, textOn } from './pdf-layout.ts'

const BAND = 90

/** `2.5 hours`, `1 hour`. */
export const hoursText = (hours: number) => `${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`

function dayFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone })
  return (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso))
}

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

function heading(flow: Flow, fonts: Fonts, title: string, colour: ReturnType<typeof rgb>) {
  flow.need(60)
  flow.y -= 14
  flow.text(title, { font: fonts.bold, size: 13, colour, gap: 4 })
  flow.page.drawLine({
    start: { x: PAGE.margin, y: flow.y },
    end: { x: PAGE.width - PAGE.margin, y: flow.y },
    thickness: 0.75,
    color: colour,
  })
  flow.y -= 4
}

/**
 * The student's co-curricular transcript as a PDF (decision 102): the school's name on a
 * band of its colour, the student, then each section — clubs and leadership, events with
 * their hours, badges, the approved entries by category with the category's hours — and
 * the hours in total. DejaVu Sans is embedded (subset), so any reader shows the same text.
 */
export async function transcriptPdf(
  record: TranscriptRecord,
  at: { issuedAt: Date; timeZone: string },
): Promise<Uint8Array> {
  const day = dayFormat(at.timeZone)
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const bytes = await transcriptFonts()
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  }
  const title = `Co-curricular transcript — ${record.student.name}`
  doc.setTitle(title)
  doc.setAuthor(record.school.name)
  doc.setCreator('Quad')
  doc.setCreationDate(at.issuedAt)

  const brand = colourOf(record.school.colour)
  const first = doc.addPage([PAGE.width, PAGE.height])
  first.drawRectangle({
    x: 0,
    y: PAGE.height - BAND,
    width: PAGE.width,
    height: BAND,
    color: brand,
  })
  first.drawText(record.school.name, {
    x: PAGE.margin,
    y: PAGE.height - 48,
    size: 20,
    font: fonts.bold,
    color: textOn(brand),
    maxWidth: PAGE.width - 2 * PAGE.margin,
  })
  first.drawText('Co-curricular transcript', {
    x: PAGE.margin,
    y: PAGE.height - 72,
    size: 12,
    font: fonts.regular,
    color: textOn(brand),
  })
  const flow = new Flow(
    () => doc.addPage([PAGE.width, PAGE.height]),
    first,
    PAGE.height - BAND - 12,
  )
  flow.text(record.student.name, { font: fonts.bold, size: 16, gap: 2 })
  flow.text(`Issued ${day(at.issuedAt.toISOString())}`, { font: fonts.regular, size: 10 })
  flow.text(
    `Total hours: ${hoursText(record.hours.total)} (events ${String(record.hours.events)}, ` +
      `approved activities ${String(record.hours.entries)})`,
    { font: fonts.regular, size: 10, gap: 4 },
  )
  const row = { ...fonts, size: 10 }
  const detail = { font: fonts.regular, size: 9, colour: rgb(0.3, 0.3, 0.35) }

  if (record.memberships.length > 0) {
    heading(flow, fonts, 'Clubs and leadership', brand)
    for (const m of record.memberships) {
      const dates = m.until ? `${day(m.since)} – ${day(m.until)}` : `since ${day(m.since)}`
      flow.row(m.club.name, dates, row)
      flow.text(m.role === 'officer' ? 'Officer' : 'Member', { ...detail, gap: 3 })
    }
  }
  if (record.events.length > 0) {
    heading(flow, fonts, `Events attended — ${hoursText(record.hours.events)}`, brand)
    for (const e of record.events) {
      flow.row(e.title, hoursText(e.hours), row)
      flow.text([day(e.startsAt), e.club].filter(Boolean).join(' · '), { ...detail, gap: 3 })
    }
  }
  if (record.badges.length > 0) {
    heading(flow, fonts, 'Badges', brand)
    for (const b of record.badges) {
      flow.row(b.name, day(b.awardedAt), row)
      if (b.description) flow.text(b.description, { ...detail, gap: 3 })
    }
  }
  for (const category of record.categories) {
    heading(flow, fonts, `${category.name} — ${hoursText(category.hours)}`, brand)
    for (const entry of category.entries) {
      flow.row(entry.title, hoursText(entry.hours), row)
      const dates = entry.endDate
        ? `${day(entry.startDate)} – ${day(entry.endDate)}`
        : day(entry.startDate)
      flow.text([entry.organization, dates].filter(Boolean).join(' · '), detail)
      if (entry.outcomes.length > 0) {
        flow.text(`Outcomes: ${entry.outcomes.map((o) => o.name).join(', ')}`, detail)
      }
      if (entry.description) flow.text(entry.description, { ...detail, indent: 0 })
      flow.y -= 3
    }
  }
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    const footer = `${record.school.name} · verified by Quad · page ${String(i + 1)} of ${String(pages.length)}`
    page.drawText(footer, {
      x: PAGE.margin,
      y: 24,
      size: 8,
      font: fonts.regular,
      color: rgb(0.45, 0.45, 0.5),
    })
  })
  return doc.save()
}
