import type { Facets, ListingFilter } from '@quad/shared'
import type { ContainsValue } from '../directory-params.ts'
import { FacetChip } from './facet-chip.tsx'
import { MatchOptions } from './match-options.tsx'

interface ContainsFilterProps {
  filter: ListingFilter
  value: ContainsValue
  counts: Facets[string] | undefined
  onChange: (value: ContainsValue) => void
}

/**
 * Spec 5 contains-logic list: chips for the tags (with facet counts), whether people need
 * any or all of them (ContainsLogic, OR by default) and whether to exclude them instead
 * (NotContainsLogic). The logic controls appear once a tag is chosen.
 */
export function ContainsFilter({ filter, value, counts, onChange }: ContainsFilterProps) {
  const countOf = new Map(counts?.map((facet) => [facet.value, facet.count]))
  const toggle = (tag: string) => {
    const tags = value.tags.includes(tag)
      ? value.tags.filter((selected) => selected !== tag)
      : [...value.tags, tag]
    onChange({ ...value, tags })
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
        {filter.label}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {filter.options.map((option) => (
          <FacetChip
            key={option.value}
            label={option.label}
            count={counts ? (countOf.get(option.value) ?? 0) : undefined}
            isSelected={value.tags.includes(option.value)}
            onToggle={() => {
              toggle(option.value)
            }}
          />
        ))}
      </div>
      {value.tags.length > 0 ? (
        <MatchOptions name={filter.name} value={value} onChange={onChange} />
      ) : null}
    </fieldset>
  )
}
