import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin console's School page (issue 14 item 1). */
export const adminSchoolMessages = {
  'adminSchool.intro':
    'How {school} looks and what it offers on Quad. Changes reach everyone’s open pages as soon as you save.',
  'adminSchool.loading': 'Loading the school’s settings…',
  'adminSchool.loadFailed': 'The school’s settings could not be loaded. Reload to try again.',
  'adminSchool.save': 'Save changes',
  'adminSchool.saving': 'Saving…',
  'adminSchool.saved': 'Saved. Open pages are updating now.',
  'adminSchool.nothingChanged': 'Nothing to save yet.',
  'adminSchool.unsaved': 'You have unsaved changes.',
  'adminSchool.discard': 'Discard',
  'adminSchool.fixErrors': 'Check the highlighted fields: {count} need a fix.',
  'adminSchool.leaveTitle': 'Leave without saving?',
  'adminSchool.leaveBody': 'Your changes to the school’s settings are not saved yet.',
  'adminSchool.leaveStay': 'Stay',
  'adminSchool.leaveConfirm': 'Leave',
  'adminSchool.identityTitle': 'Identity',
  'adminSchool.identityBody': 'The name and colour students see in the top bar.',
  'adminSchool.name': 'School name',
  'adminSchool.colour': 'Top bar colour',
  'adminSchool.colourHint': 'Six hex digits, e.g. 005fbf.',
  'adminSchool.colourPicker': 'Pick the top bar colour',
  'adminSchool.preview': 'Preview of the top bar',
  'adminSchool.previewMenu': 'Menu',
  'adminSchool.contrast':
    'Text on this colour is {text}, contrast {ratio}:1 (the rule: black when brightness is at least 128, unless that falls below 4.5:1).',
  'adminSchool.textBlack': 'black',
  'adminSchool.textWhite': 'white',
  'adminSchool.contrastLow':
    'Low contrast: the brightness rule alone would give {rule} text at {ratio}:1, below the 4.5:1 many people need, so the bar uses {text} text. A darker or lighter colour reads better.',
  'adminSchool.imagesTitle': 'Logo and favicon',
  'adminSchool.imagesBody':
    'Uploaded images are saved at once. JPEG, PNG, WebP or GIF; the file’s contents decide, not its name.',
  'adminSchool.logo': 'Logo',
  'adminSchool.logoHint': 'Shown beside the school’s name in the top bar and on the sign-in page.',
  'adminSchool.favicon': 'Favicon',
  'adminSchool.faviconHint': 'The browser tab’s icon; made 64 × 64 pixels.',
  'adminSchool.upload': 'Upload {what}',
  'adminSchool.uploading': 'Uploading…',
  'adminSchool.uploaded': '{what} updated.',
  'adminSchool.noImage': 'None yet',
  'adminSchool.sectionsTitle': 'Connect and sections',
  'adminSchool.sectionsBody':
    'A section switched off leaves the menus and shows a clear page instead.',
  'adminSchool.connect': 'Connect',
  'adminSchool.connectHint': 'Students send and accept connection requests.',
  'adminSchool.sectionHint': 'Show {section} to students.',
  'adminSchool.linksTitle': 'Main menu links',
  'adminSchool.linksBody': 'https addresses only. Leave a field empty to leave its entry out.',
  'adminSchool.navTitle': 'Navigation bars',
  'adminSchool.navBody':
    'What the left bar on a laptop and the bottom bar on a phone hold, in this order (up to 4). Everything else is in the menu.',
  'adminSchool.navUp': 'Move {name} up',
  'adminSchool.navDown': 'Move {name} down',
  'adminSchool.navRemove': 'Take {name} off the bars',
  'adminSchool.navAdd': 'Add {name}',
  'adminSchool.navFull': 'The bars hold 4 destinations: take one off to add another.',
  'adminSchool.navOff': 'Hidden while the section is turned off',
  'adminSchool.hubsTitle': 'Hubs',
  'adminSchool.hubsBody': 'Switch Hub lists these in this order; each opens its own clubs page.',
  'adminSchool.hubId': 'Id',
  'adminSchool.hubName': 'Name',
  'adminSchool.hubMenu': 'Menu id (optional)',
  'adminSchool.hubAdd': 'Add a hub',
  'adminSchool.hubRemove': 'Remove hub {n}',
  'adminSchool.hubUp': 'Move hub {n} up',
  'adminSchool.hubDown': 'Move hub {n} down',
  'adminSchool.hubRow': 'Hub {n}',
  'adminSchool.noHubs': 'No hubs: Switch Hub is hidden.',
  'adminSchool.privacyTitle': 'Privacy defaults',
  'adminSchool.privacyBody': 'Who sees each profile field until a student chooses otherwise.',
  'adminSchool.timeZoneTitle': 'Time zone',
  'adminSchool.timeZoneBody':
    'Event times, the calendar, reminders and digests follow it. Anyone whose device is elsewhere sees the zone named after each time.',
  'adminSchool.timeZone': 'School time zone',
  'adminSchool.timeZoneHint': 'Type part of a city, for example York or Berlin, and pick its zone.',
  'adminSchool.timeZoneNow': 'It is now {time} there ({label}).',
  'adminSchool.chatTitle': 'Chat',
  'adminSchool.readReceipts': 'Read receipts',
  'adminSchool.readReceiptsHint': 'People see when their message was read.',
  'adminSchool.typing': 'Typing indicators',
  'adminSchool.typingHint': 'People see when someone is typing.',
  'adminSchool.groupLimit': 'Largest group chat',
  'adminSchool.feedTitle': 'Feed',
  'adminSchool.studentsPost': 'Students may post to the school feed',
  'adminSchool.studentsPostHint': 'Staff and admins always may; clubs post in their own feeds.',
  'adminSchool.reportThreshold': 'Reports before hiding',
  'adminSchool.reportThresholdHint':
    'A post or comment reported by this many different students is hidden until a moderator reviews it.',
  'adminSchool.notificationsTitle': 'Notification defaults',
  'adminSchool.notificationsBody': 'What students get until they change their own settings.',
  'adminSchool.notifyByEmail': 'Send email',
  'adminSchool.notifyByEmailHint': 'Turn off to send no notification email at all.',
  'adminSchool.notificationSetting': 'Setting',
  'adminSchool.inApp': 'In app',
  'adminSchool.email': 'Email',
  'adminSchool.switchFor': '{platform}: {setting}',
  'adminSchool.deletedTitle': 'Deleted accounts',
  'adminSchool.deletedBody':
    'When a student deletes their account: what happens to what they wrote, and how long they have to change their mind (signing in cancels it).',
  'adminSchool.deletedContent': 'Their posts, comments and messages',
  'adminSchool.deletedKeep': 'Keep them, shown as "Deleted student"',
  'adminSchool.deletedRemove': 'Remove them',
  'adminSchool.graceDays': 'Days before the account is deleted (0 to 30)',
} as const satisfies Record<string, string>

registerMessages(adminSchoolMessages)

type AdminSchoolMessages = typeof adminSchoolMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AdminSchoolMessages {}
}
