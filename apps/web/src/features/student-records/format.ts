import { locale } from '../../lib/i18n/messages.ts'

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })

/** A key's or a sync's moment, in the catalogue's locale and the browser's zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
