import { AuthStatus, type AuthUser } from '@quad/shared'
import { createContext } from 'react-router'

/** What the guards decided for this navigation (spec 4 "Authentication status"). */
export type AuthState =
  | { status: typeof AuthStatus.LOGGED_IN; user: AuthUser }
  | { status: typeof AuthStatus.VISITOR; user: null }

export const authStateContext = createContext<AuthState>()
