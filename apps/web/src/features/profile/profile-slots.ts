import type { UserProfile } from '@quad/shared'
import type { ReactNode } from 'react'

/**
 * The card's button row, drawn by whoever shows the card (a route composes it from the
 * connections feature): the profile feature never imports another feature (decision 019).
 */
export type RenderProfileActions = (profile: UserProfile, connect: boolean) => ReactNode
