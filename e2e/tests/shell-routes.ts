/** Spec 2 routes and the heading each shows, shared by shell.spec.ts and a11y.spec.ts. */
export const shellRoutes = [
  { path: '/', heading: /^Welcome, / },
  { path: '/calendar', heading: 'Calendar' },
  { path: '/cct', heading: 'CCT' },
  { path: '/chat', heading: 'Chat' },
  { path: '/development', heading: 'Dev space' },
  { path: '/directory', heading: 'Directory' },
  { path: '/edu', heading: 'Education' },
  { path: '/financial', heading: 'Finances' },
  { path: '/events', heading: 'Events' },
  { path: '/settings', heading: 'Settings' },
  { path: '/search?q=photo', heading: 'Search' },
  { path: '/student_profile?uid=someone', heading: 'Profile not found' },
  { path: '/_/_/clubs', heading: 'Clubs' },
  { path: '/7/12/clubs', heading: 'Clubs' },
] as const

/** Spec 2: the embed pages render without the shell. */
export const embedRoutes = [
  { path: '/embed/profile', heading: /^Maya / },
  { path: '/embed/profile/someone', heading: 'Profile not found' },
] as const
