/** Spec 2: in /{hubId}/{hubMenuId}/clubs the value `_` means "none". */
export const NO_HUB = '_'

export function hubParam(value: string | undefined): string | null {
  return value === undefined || value === NO_HUB || value === '' ? null : value
}
