/** The close button of an alert or a toast: 40 px target, visible focus, a spoken name. */
export function DismissButton({
  label,
  onDismiss,
  hoverClass,
}: {
  label: string
  onDismiss: () => void
  /** Hover tint that suits the surface the button sits on. */
  hoverClass: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onDismiss}
      className={`-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-current ${hoverClass}`}
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}
