/** A signed-out account page's heading and introduction (the login page's look). */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {title}
      </h1>
      <p className="mt-1 mb-6 text-zinc-700 dark:text-zinc-300">{intro}</p>
    </>
  )
}
