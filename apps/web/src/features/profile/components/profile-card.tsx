import '../messages.ts'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import type { ProfileData } from '../api.ts'
import { contactDetails, visibleSections } from '../profile-rules.ts'
import type { RenderProfileActions } from '../profile-slots.ts'
import { BadgesList } from './badges-list.tsx'
import { ExperiencesList } from './experiences-list.tsx'
import { ContactList } from './contact-list.tsx'
import { GroupsList } from './groups-list.tsx'
import { LanguagesList } from './languages-list.tsx'
import { ProfileBio } from './profile-bio.tsx'
import { ProfileHeader } from './profile-header.tsx'
import { ProfileSection } from './profile-section.tsx'
import { TagList } from './tag-list.tsx'

interface ProfileCardProps {
  data: ProfileData
  /** The school's connect flag (spec 3 School config), for the name-link rule. */
  connect: boolean
  titleId: string
  headingLevel: 1 | 2
  /** The close button (spec 2), drawn over the photo; where it leads is the caller's. */
  closeButton?: ReactNode
  /** The button row under the header (connection buttons, or settings' inert preview of them). */
  renderActions: RenderProfileActions
}

/** Spec 2 "Profile card or modal": the top section, then each section that has data. */
export function ProfileCard({
  data,
  connect,
  titleId,
  headingLevel,
  closeButton,
  renderActions,
}: ProfileCardProps) {
  const { profile, bio } = data
  const sections = visibleSections(profile, bio?.text ?? null)
  const level = headingLevel === 1 ? 2 : 3
  const contact = contactDetails(profile)
  const section = (title: string, body: ReactNode) => (
    <ProfileSection title={title} headingLevel={level}>
      {body}
    </ProfileSection>
  )
  return (
    <article aria-labelledby={titleId} className="relative pb-2">
      {closeButton}
      <ProfileHeader
        profile={profile}
        connect={connect}
        titleId={titleId}
        headingLevel={headingLevel}
      />
      <div className="flex flex-wrap justify-center gap-2 px-6 pb-6 empty:hidden">
        {renderActions(profile, connect)}
      </div>
      {sections.has('bio') && bio ? section(t('profile.bio'), <ProfileBio bio={bio} />) : null}
      {sections.has('languages') && profile.languages
        ? section(t('profile.languages'), <LanguagesList languages={profile.languages} />)
        : null}
      {sections.has('job')
        ? section(
            t('profile.currentJob'),
            <p>
              {profile.workTitle ? (
                <span className="block font-semibold">{profile.workTitle}</span>
              ) : null}
              {profile.companyName ? <span className="block">{profile.companyName}</span> : null}
            </p>,
          )
        : null}
      {sections.has('lookingFor') && profile.lookingForSelections
        ? section(
            t('profile.lookingFor'),
            <TagList items={profile.lookingForSelections.map((item) => item.value)} />,
          )
        : null}
      {sections.has('careerInterests') && profile.industrySelections
        ? section(
            t('profile.careerInterests'),
            <TagList items={profile.industrySelections.map((item) => item.value)} />,
          )
        : null}
      {sections.has('interests') && profile.interests
        ? section(
            t('profile.interests'),
            <TagList items={profile.interests.map((item) => item.interest)} />,
          )
        : null}
      {sections.has('sports') && profile.sports
        ? section(t('profile.sports'), <TagList items={profile.sports.map((item) => item.name)} />)
        : null}
      {sections.has('contact') && contact
        ? section(t('profile.contact'), <ContactList contact={contact} />)
        : null}
      {sections.has('groups')
        ? section(t('profile.groups'), <GroupsList groups={profile.groups} />)
        : null}
      {sections.has('experiences') && profile.experiences
        ? section(t('profile.experiences'), <ExperiencesList experiences={profile.experiences} />)
        : null}
      {sections.has('badges') && profile.badges
        ? section(t('profile.badges'), <BadgesList badges={profile.badges} />)
        : null}
    </article>
  )
}
