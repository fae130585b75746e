import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The notification centre's strings (issue 7), loaded with the panel or the settings
 * section (decision 009); the bell's own name stays in messages.ts.
 */
export const notificationsMessages = {
  'notifications.title': 'Notifications',
  'notifications.close': 'Close notifications',
  'notifications.unreadSummary': '{count} unread',
  'notifications.allRead': 'All caught up',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.listLabel': 'Your notifications',
  'notifications.loading': 'Loading your notifications…',
  'notifications.error': 'Your notifications did not load. Check your connection, then try again.',
  'notifications.retry': 'Try again',
  'notifications.emptyTitle': 'Nothing here yet',
  'notifications.emptyBody':
    'When a student asks to connect with you or accepts your request, it shows up here. Choose what you hear about in Settings.',
  'notifications.openSettings': 'Notification settings',
  'notifications.loadMore': 'Show older notifications',
  'notifications.loadingMore': 'Loading…',
  'notifications.allShown': 'That is everything.',
  'notifications.unread': 'Unread:',
  'notifications.actions': 'Actions',
  'notifications.actionsFor': 'Actions for this notification',
  'notifications.markRead': 'Mark as read',
  'notifications.markUnread': 'Mark as unread',
  'notifications.why': 'Why did I get this?',
  'notifications.delete': 'Delete',
  'notifications.whyText': 'Because {category} → {setting} is on for In-app.',
  'notifications.whyLink': 'Change it in Settings',
  'notifications.deleted': 'Notification deleted.',
  'notifications.failed': 'That did not work: {reason} Try again in a moment.',

  'notifications.category.academic': 'Academic',
  'notifications.category.general': 'General',
  'notifications.category.groups': 'Clubs',
  'notifications.role.member': 'as a member',
  'notifications.role.officer': 'as an officer',

  'notifications.platform.in_app': 'In-app',
  'notifications.platform.mobile': 'Mobile push',
  'notifications.platform.email': 'Email',

  'notifications.setting.assignmentDueDates': 'Assignment due dates',
  'notifications.setting.courseAnnouncements': 'Course announcements',
  'notifications.setting.grades': 'Grades',
  'notifications.setting.quizDates': 'Quiz dates',
  'notifications.setting.badgesEarned': 'Badges you earn',
  'notifications.setting.transcriptReviews': 'Your transcript entries reviewed',
  'notifications.setting.chat': 'Chat messages',
  'notifications.setting.commentLikes': 'Likes on your comments',
  'notifications.setting.commentsOnCommentedPosts': 'Comments on posts you commented on',
  'notifications.setting.connectionRequests': 'Connection requests',
  'notifications.setting.postLikes': 'Likes on your posts',
  'notifications.setting.schoolFeedPosts': 'Posts on the school feed',
  'notifications.setting.surveyAnswered': 'Answers to your surveys',
  'notifications.setting.commentsOnForumPost': 'Comments on forum posts',
  'notifications.setting.postsOnGroupFeed': 'Posts on the club feed',
  'notifications.setting.postsOnNews': 'Club news posts',
  'notifications.setting.anonymousSurveySubmission': 'Anonymous survey submissions',
  'notifications.setting.budgetSubmissionRejected': 'Budget submissions rejected',
  'notifications.setting.eventReminder': 'Event reminders',
  'notifications.setting.newEventFromMember': 'New events proposed by members',
  'notifications.setting.newEventFromOfficer': 'New events from officers',
  'notifications.setting.newEventRegistration': 'New event registrations',
  'notifications.setting.newJob': 'New jobs',
  'notifications.setting.newMember': 'New members',
  'notifications.setting.newMemberRequiresValidation': 'New members awaiting approval',
  'notifications.setting.newOfficer': 'New officers',
  'notifications.setting.newStorePurchase': 'New store purchases',
  'notifications.setting.newsCreated': 'News created',
  'notifications.setting.promotionToEventMainList': 'Moved from an event’s waiting list',
  'notifications.setting.refundRequestReceived': 'Refund requests received',
  'notifications.setting.surveySubmissionDenied': 'Survey submissions denied',

  'notifications.settingsTitle': 'Notifications',
  'notifications.settingsIntro':
    'Choose what Quad tells you about, and where. Every change is saved as you make it.',
  'notifications.loadingSettings': 'Loading your notification settings…',
  'notifications.settingsError':
    'Your notification settings did not load. Check your connection, then try again.',
  'notifications.matrixCaption': '{category} notifications',
  'notifications.settingColumn': 'Notification',
  'notifications.globalColumn': 'On',
  'notifications.globalHint':
    'On: switch a notification off here to stop it on every platform at once.',
  'notifications.mobileUnavailable': 'Mobile push is not available at this school yet.',
  'notifications.offEverywhere': 'Off everywhere',
  'notifications.switchLabel': '{setting}: {platform}',
  'notifications.globalLabel': '{setting}: on',
  'notifications.groupsTitle': 'Clubs',
  'notifications.groupsEmpty':
    'Club notifications appear here when you join a club: one set for each club, as a member or as an officer.',
  'notifications.groupsHint':
    'Each club has its own switches. On turns a notification off in every club at once.',
  'notifications.groupCaption': '{club}: {role}',
  'notifications.groupGlobalLabel': '{setting}: on in every club',
  'notifications.attendeeCaption': 'Events you go to',
  'notifications.attendeeHint':
    'For events you answered Going or Interested to, whoever runs them. These are yours, not a club’s.',
  'notifications.attendee.eventReminder': 'A reminder the day before, and cancellations',
  'notifications.attendee.promotionToEventMainList': 'A place opens for you from the waiting list',
  'notifications.whyGroupText': 'Because Clubs → {club} ({role}) → {setting} is on for In-app.',
  'notifications.emailTitle': 'Email',
  'notifications.digest': 'Daily digest',
  'notifications.digestHint':
    'One email a day with everything new, instead of one email each time.',
  'notifications.quietHours': 'Quiet hours',
  'notifications.quietHoursHint':
    'No email between these times (you still see notifications in Quad).',
  'notifications.quietStart': 'From',
  'notifications.quietEnd': 'Until',
  'notifications.timeZone': 'Time zone',
  'notifications.timeZoneHint': 'Quiet hours and the digest follow this time zone.',
  'notifications.thisDevice': '{zone} (this device)',
  'notifications.schoolZone': '{zone} (your school’s)',
  'notifications.saved': 'Saved.',
  'notifications.saveFailed': 'Not saved: {reason} Your previous choice is back.',
} as const satisfies Record<string, string>

registerMessages(notificationsMessages)

type NotificationsMessages = typeof notificationsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends NotificationsMessages {}
}
