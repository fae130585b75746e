import { Outlet, type LoaderFunctionArgs } from 'react-router'
import { schoolQuery } from '../features/school/api.ts'
import { useSchoolTheme } from '../features/school/use-school-theme.ts'
import { queryClientContext } from './query-client.ts'

/** Spec 4 "App loading": nothing renders until the school has loaded. */
export async function rootLoader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).query(schoolQuery)
  return null
}

export function RootLayout() {
  useSchoolTheme()
  return <Outlet />
}
