import type { ChatMessage, ChatPerson, Conversation } from '@quad/shared'
import { t } from '../../lib/i18n/t.ts'
import { clockTime } from './day-label.ts'

export function personName(person: Pick<ChatPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim()
}

/** A group's name, or for a 1:1 the other student's name. */
export function conversationTitle(conversation: Conversation): string {
  if (conversation.name) return conversation.name
  const names = conversation.participants.map((person) => person.firstName)
  if (conversation.kind === 'direct' && conversation.participants[0])
    return personName(conversation.participants[0])
  return names.join(', ') || t('chat.emptyGroup')
}

/** What a message says in one line: its text, its attachment, or that it was deleted. */
export function messageSummary(message: ChatMessage): string {
  if (message.deletedAt) return t('chat.deletedPreview')
  if (message.body) return message.body.replace(/\s+/g, ' ')
  const [file] = message.files
  if (file?.durationMs != null) return t('chat.voicePreview', { time: clockTime(file.durationMs) })
  return file ? t('chat.attachmentPreview', { name: file.name }) : ''
}

/** The list's preview line: who wrote the last message (in a group, or "You") and what. */
export function lastMessagePreview(conversation: Conversation, selfUid: string): string {
  const message = conversation.lastMessage
  if (!message) return t('chat.noMessagesPreview')
  const summary = messageSummary(message)
  if (message.sender.uid === selfUid) return t('chat.youPrefix', { text: summary })
  if (conversation.kind !== 'direct')
    return t('chat.namePrefix', { name: message.sender.firstName, text: summary })
  return summary
}
