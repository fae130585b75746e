/**
 * The school's mark beside its name: the logo its admin uploaded (issue 14), else Quad's
 * "Q" in the school's colours. Decorative: the name next to it says who it is.
 */
export function SchoolMark({
  logoUrl,
  className = '',
}: {
  logoUrl: string | null
  className?: string
}) {
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        data-testid="school-logo"
        className={`size-9 shrink-0 rounded-xl bg-white object-contain p-0.5 ${className}`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`grid size-9 shrink-0 place-items-center rounded-xl bg-on-school text-lg font-bold text-school ${className}`}
    >
      Q
    </span>
  )
}
