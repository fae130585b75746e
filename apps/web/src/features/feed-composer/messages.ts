import { registerMessages } from '../../lib/i18n/t.ts'

/** Writing posts (issue 16): the composer and the editor, loaded with the feed's routes. */
export const feedComposerMessages = {
  'feedComposer.heading.school': 'Post to the school feed',
  'feedComposer.heading.news': 'Post news',
  'feedComposer.heading.discussion': 'Start a discussion',
  'feedComposer.heading.forum': 'Start a thread',
  'feedComposer.prompt.school': 'Share something with your school…',
  'feedComposer.prompt.news': 'Share your club’s news…',
  'feedComposer.prompt.discussion': 'Say something to the club…',
  'feedComposer.prompt.forum': 'Ask a question or start a topic…',
  'feedComposer.loading': 'Opening the composer…',
  'feedComposer.title': 'Title',
  'feedComposer.titleMissing': 'Give the thread a title.',
  'feedComposer.body': 'Your post',
  'feedComposer.bodyHint': 'Type @ and a name to mention a schoolmate.',
  'feedComposer.bodyToolbar': 'Post formatting',
  'feedComposer.bodyCount': '{count} of {max} characters',
  'feedComposer.bodyEmpty': 'Write something, or add a photo or a poll.',
  'feedComposer.bodyTooLong': 'Too long: at most {max} characters.',
  'feedComposer.photos': 'Photos',
  'feedComposer.addPhotos': 'Add photos',
  'feedComposer.photosHint': 'Up to {max} JPEG, PNG, WebP or GIF images.',
  'feedComposer.photoAlt': 'Photo {index}: {name}',
  'feedComposer.uploading': 'Uploading {name}',
  'feedComposer.uploadingCount': 'Uploading photos: the post can be sent once they are done.',
  'feedComposer.removePhoto': 'Remove photo {index} ({name})',
  'feedComposer.moveEarlier': 'Move photo {index} ({name}) earlier',
  'feedComposer.moveLater': 'Move photo {index} ({name}) later',
  'feedComposer.tooMany': 'A post holds at most {max} photos: {name} was left out.',
  'feedComposer.notImage': '{name} is not a JPEG, PNG, WebP or GIF image.',
  'feedComposer.tooBig': '{name} is larger than {size}.',
  'feedComposer.refused': '{name} was not accepted: {reason}',
  'feedComposer.uploadFailed': '{name} did not upload. Check your connection, then add it again.',
  'feedComposer.photosFailed': 'Remove the photos that did not upload before posting.',
  'feedComposer.poll': 'Poll',
  'feedComposer.addPoll': 'Add a poll',
  'feedComposer.removePoll': 'Remove the poll',
  'feedComposer.pollQuestion': 'Question',
  'feedComposer.pollQuestionMissing': 'Ask the poll’s question.',
  'feedComposer.pollOption': 'Option {index}',
  'feedComposer.pollOptionMissing': 'Fill in this option, or remove it.',
  'feedComposer.pollOptionsCount': 'A poll has {min} to {max} options.',
  'feedComposer.removeOption': 'Remove option {index}',
  'feedComposer.addOption': 'Add an option',
  'feedComposer.pollMultiple': 'Several answers',
  'feedComposer.pollMultipleHint': 'Voters may choose more than one option.',
  'feedComposer.pollCloses': 'Closes at (optional)',
  'feedComposer.pollClosesHint': 'In your time zone. Leave blank to keep it open.',
  'feedComposer.pollClosesPast': 'Choose a time in the future.',
  'feedComposer.shareToSchool': 'Also show in the school feed',
  'feedComposer.shareToSchoolHint': 'Everyone at the school sees this news, not only members.',
  'feedComposer.submit': 'Post',
  'feedComposer.submitting': 'Posting…',
  'feedComposer.posted': 'Posted.',
  'feedComposer.sendFailed': 'Your post was not sent; it is kept here to try again. {reason}',
  'feedComposer.editTitle': 'Edit post',
  'feedComposer.close': 'Close',
  'feedComposer.cancel': 'Cancel',
  'feedComposer.save': 'Save',
  'feedComposer.saving': 'Saving…',
  'feedComposer.saved': 'Post updated.',
} as const satisfies Record<string, string>

registerMessages(feedComposerMessages)

type FeedComposerMessages = typeof feedComposerMessages
declare module '../../lib/i18n/messages.ts' {
  /** This feature's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the feature's keys
  interface SectionCatalogue extends FeedComposerMessages {}
}
