import { ButtonLink } from '../../components/button-link.tsx'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../features/school/components/school-banner.tsx'

export function Component() {
  return (
    <CardPage banner={<SchoolBanner />}>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        Page not found
      </h1>
      <p className="mt-2 mb-6 text-zinc-700 dark:text-zinc-300">
        There is no page at this address. Check the link, or start again from home.
      </p>
      <ButtonLink to="/">Go to home</ButtonLink>
    </CardPage>
  )
}
