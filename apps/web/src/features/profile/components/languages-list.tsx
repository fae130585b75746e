interface LanguagesListProps {
  languages: ReadonlyArray<{ language: string; iconUrl: string }>
}

/** Spec 2 "languages (with icons)"; an icon that fails to load is dropped, the name stays. */
export function LanguagesList({ languages }: LanguagesListProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {languages.map(({ language, iconUrl }) => (
        <li
          key={language}
          className="inline-flex items-center gap-2 rounded-full bg-zinc-100 py-1 pr-3 pl-1.5 text-sm font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100"
        >
          {iconUrl ? (
            <img
              src={iconUrl}
              alt=""
              width={20}
              height={20}
              className="size-5 rounded-full object-cover"
              onError={(event) => {
                event.currentTarget.hidden = true
              }}
            />
          ) : null}
          {language}
        </li>
      ))}
    </ul>
  )
}
