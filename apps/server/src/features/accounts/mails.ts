import type { School } from '../../platform/tenancy/schools.service.ts'
import type { AccountMail } from './account-mail.ts'

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)

/** The account emails' words (plain text is the source; account-mail.ts adds the HTML). */
export function invitationMail(
  school: School,
  invitation: { email: string; firstName: string; expiresAt: Date },
  url: string,
): AccountMail {
  return {
    to: invitation.email,
    subject: `You're invited to ${school.name} on Quad`,
    greeting: `Hi ${invitation.firstName},`,
    lines: [
      `${school.name} has invited you to Quad, its campus community: clubs, people and chat.`,
      `Choose your password to set up your account. The link works once, until ${when(invitation.expiresAt)}.`,
    ],
    link: { label: 'Set up your account', url },
    footer: `Not expecting this? Ignore it and no account is set up. Expired? Ask ${school.name} for a new invitation.`,
  }
}

export function resetMail(
  school: School,
  link: { email: string; firstName: string },
  url: string,
): AccountMail {
  return {
    to: link.email,
    subject: `Reset your ${school.name} Quad password`,
    greeting: `Hi ${link.firstName},`,
    lines: [
      'Someone asked to reset the password of your Quad account.',
      'The link works once, for one hour. Setting a new password signs you out everywhere.',
    ],
    link: { label: 'Choose a new password', url },
    footer: "Didn't ask? Ignore this email: your password stays as it is.",
  }
}

export function verifyEmailMail(
  school: School,
  change: { newEmail: string; firstName: string },
  url: string,
): AccountMail {
  return {
    to: change.newEmail,
    subject: `Confirm your new ${school.name} Quad email`,
    greeting: `Hi ${change.firstName},`,
    lines: [
      'Confirm that this is the address you want to use for Quad.',
      'Your email changes only when you open this link (it works once, for 24 hours).',
    ],
    link: { label: 'Confirm this email', url },
    footer: "Didn't ask? Ignore this email: nothing changes.",
  }
}

export function emailChangedNotice(
  school: School,
  change: { oldEmail: string; newEmail: string; firstName: string },
): AccountMail {
  return {
    to: change.oldEmail,
    subject: `Your ${school.name} Quad email was changed`,
    greeting: `Hi ${change.firstName},`,
    lines: [
      `The email of your Quad account is now ${change.newEmail}; this address no longer signs in.`,
    ],
    footer: `If you did not make this change, contact ${school.name} at once.`,
  }
}
