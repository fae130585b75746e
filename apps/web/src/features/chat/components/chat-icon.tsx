import type { ReactElement } from 'react'
import { SvgIcon } from '../../../components/icon.tsx'

/* The chat section's own icons, drawn like components/icon-paths.tsx but loaded with it. */
const chatIconPaths = {
  bellOff: <path d="M6 16V11a6 6 0 0 1 9.5-4.9M18 11v5l2 2H8M10 21h4M3 3l18 18" />,
  paperclip: (
    <path d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7" />
  ),
  send: <path d="M4 12 20 4l-4 16-4-7zM12 13l8-9" />,
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  file: (
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  pencil: <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />,
  mic: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </>
  ),
  play: <path d="M7 4.5v15l12-7.5z" />,
  forward: <path d="M14 5l7 7-7 7M21 12H9a6 6 0 0 0-6 6v1" />,
  pause: <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  pin: <path d="M9 4h6l-1 6 4 4H6l4-4zM12 14v7" />,
  hash: <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />,
  thread: <path d="M4 5h16v10H9l-5 4zM8 9h8M8 12h5" />,
  megaphone: <path d="M3 10v4l13 5V5zM16 9a3 3 0 0 1 0 6M7 15.5l1.5 4.5h3l-1-3.5" />,
} satisfies Record<string, ReactElement>

export type ChatIconName = keyof typeof chatIconPaths

export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  return <SvgIcon className={className}>{chatIconPaths[name]}</SvgIcon>
}
