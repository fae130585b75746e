/** An underlined text link inside prose. */
export const textLinkClass =
  'font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white'
