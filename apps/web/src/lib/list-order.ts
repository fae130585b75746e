/** The list with the item at `from` moved one place by `step` (-1 up, +1 down). */
export function moved<T>(items: readonly T[], from: number, step: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(from + step, 0, item)
  return next
}
