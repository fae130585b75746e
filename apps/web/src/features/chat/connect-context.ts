import { createContext, useContext } from 'react'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'

/**
 * The school's connect switch (spec 3 School config), given by the chat route. With it
 * off, anyone at the school can be messaged (the server's chat eligibility agrees), so the
 * pickers list schoolmates and no text speaks of connections.
 */
export const ConnectContext = createContext(true)

export const useConnect = () => useContext(ConnectContext)

/** The picker's words at a school with connect on… */
const CONNECTION_WORDS = {
  legend: 'chat.pickPeople',
  filter: 'chat.filterConnections',
  loading: 'chat.loadingConnections',
  error: 'chat.connectionsError',
  noMatch: 'chat.noConnectionMatch',
  none: 'chat.noConnections',
  groupHint: 'chat.groupHint',
  emptyList: 'chat.emptyList',
} as const satisfies Record<string, PlainMessageKey>

/** …and with it off. */
const SCHOOLMATE_WORDS = {
  legend: 'chat.pickSchoolmates',
  filter: 'chat.filterSchoolmates',
  loading: 'chat.loadingSchoolmates',
  error: 'chat.schoolmatesError',
  noMatch: 'chat.noSchoolmateMatch',
  none: 'chat.noSchoolmates',
  groupHint: 'chat.groupHintSchool',
  emptyList: 'chat.emptyListSchool',
} as const satisfies Record<keyof typeof CONNECTION_WORDS, PlainMessageKey>

/** The words for this school. */
export const usePickerWords = () => (useConnect() ? CONNECTION_WORDS : SCHOOLMATE_WORDS)
