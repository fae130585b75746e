import type { AlertType } from '../../lib/alerts/alert-store.ts'

/* 20×20 outline glyphs; the type is also spoken as text, so these are decorative. */
const PATHS: Record<AlertType, string> = {
  Success: 'M5 10.5l3.2 3.2L15 7',
  Error: 'M10 5.5v5.5M10 14.2v.3',
  Info: 'M10 9v5.5M10 5.8v.3',
  Warning: 'M10 7.5v4M10 14.2v.3',
}

export function AlertIcon({ type }: { type: AlertType }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {type === 'Warning' ? (
        <path d="M10 2.5L18 17H2z" strokeWidth="1.5" />
      ) : (
        <circle cx="10" cy="10" r="8" strokeWidth="1.5" />
      )}
      <path d={PATHS[type]} />
    </svg>
  )
}
