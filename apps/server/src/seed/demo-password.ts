/** api.md "Demo seed": every seeded account uses this password. */
export const DEMO_PASSWORD = 'quad-demo'
