/** A course's detail page under /edu (app/router.ts). */
export const courseHref = (id: string) => `/edu/courses/${encodeURIComponent(id)}`
