interface TagListProps {
  items: readonly string[]
}

/** Looking-for, career interests, hobbies, sports: short values as chips. */
export function TagList({ items }: TagListProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-zinc-100 px-3 py-1 text-sm font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100"
        >
          {item}
        </li>
      ))}
    </ul>
  )
}
