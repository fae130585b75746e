/** Spec 9: page 1 by default, page size 20; range = (page-1)*size, limit = page*size. */
export const DEFAULT_PAGE_SIZE = 20

export function pageToRange(page = 1, size = DEFAULT_PAGE_SIZE): { range: number; limit: number } {
  const safePage = Math.max(1, Math.floor(page))
  return { range: (safePage - 1) * size, limit: safePage * size }
}
