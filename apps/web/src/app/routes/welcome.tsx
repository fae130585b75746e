import '../../features/accounts/messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { InterestsStep } from '../../features/accounts/components/interests-step.tsx'
import { WelcomeSteps } from '../../features/accounts/components/welcome-steps.tsx'
import { ownProfileQuery, PhotoSection, useSaveProfile } from '../../features/settings/index.ts'
import { isHttpError } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'
import { userContext } from '../require-user.ts'
import { WelcomeSuggestions } from './welcome-suggestions.tsx'

export function loader({ context }: LoaderFunctionArgs) {
  return { user: context.get(userContext) }
}

/**
 * /welcome (issue 14): after an account's first sign-in, a photo, interests, then clubs
 * and people to start with; every step skippable, Done records it (decision 029).
 */
export function Component() {
  const { user } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const { data: own } = useQuery(ownProfileQuery)
  const profile = own?.response.data
  const save = useSaveProfile()
  const [interests, setInterests] = useState<string[] | null>(null)
  const shown = interests ?? profile?.interests?.map((item) => item.interest) ?? []
  const saveError = isHttpError(save.error, 400) ? save.error.body?.error.message : undefined
  return (
    <WelcomeSteps
      name={user.firstName}
      onFinished={() => void navigate('/', { replace: true })}
      steps={[
        {
          id: 'photo',
          title: t('accounts.photoStep'),
          intro: t('accounts.photoStepIntro'),
          content: (
            <PhotoSection
              firstName={profile?.firstName ?? user.firstName}
              lastName={profile?.lastName ?? user.lastName}
              photoUrl={profile?.photoUrl ?? user.photoUrl}
            />
          ),
        },
        {
          id: 'interests',
          title: t('accounts.interestsStep'),
          intro: t('accounts.interestsStepIntro'),
          content: <InterestsStep values={shown} onChange={setInterests} error={saveError} />,
          save: () => (interests ? save.mutateAsync({ interests }) : Promise.resolve()),
        },
        {
          id: 'suggestions',
          title: t('accounts.suggestionsStep'),
          intro: t('accounts.suggestionsStepIntro'),
          content: <WelcomeSuggestions />,
        },
      ]}
    />
  )
}
