import { SvgIcon } from '../../../components/icon.tsx'

/** The feed's own pictures, drawn in the app's icon frame (decorative). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <SvgIcon className="size-5">
      <path
        d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </SvgIcon>
  )
}

export function CommentIcon() {
  return (
    <SvgIcon className="size-5">
      <path d="M4 5h16v11H9l-5 4z" />
    </SvgIcon>
  )
}

export function PinIcon() {
  return (
    <SvgIcon className="size-4">
      <path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" />
    </SvgIcon>
  )
}
