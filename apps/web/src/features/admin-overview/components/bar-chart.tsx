import { useId, useState, type KeyboardEvent } from 'react'
import type { OverviewBucket, OverviewPoint } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { bucketName, bucketWords, formatDay } from '../format.ts'

// The drawing's own units; the SVG scales to its tile's width.
const W = 320
const H = 140
const LEFT = 34
const BOTTOM = 24
const TOP = 10
const PLOT_W = W - LEFT - 6
const PLOT_H = H - TOP - BOTTOM

/** A round top for the y axis: 7 → 10, 23 → 25, 0 → 1. */
export function axisMax(max: number): number {
  if (max <= 1) return 1
  const step = 10 ** Math.floor(Math.log10(max))
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= max) return m * step
  return 10 * step
}

/**
 * A hand-made bar chart (no chart library: the bundle budget). Its name says what it
 * shows; hovering a bar or moving through them with the arrow keys shows and announces
 * the bar's value; the same numbers are in the overview's table.
 */
export function BarChart({
  label,
  points,
  bucket,
}: {
  label: string
  points: OverviewPoint[]
  bucket: OverviewBucket
}) {
  const hintId = useId()
  const [active, setActive] = useState<number | null>(null)
  const top = axisMax(Math.max(0, ...points.map((p) => p.count)))
  const slot = PLOT_W / Math.max(1, points.length)
  const barW = Math.max(1.5, slot * 0.7)
  const x = (i: number) => LEFT + i * slot + (slot - barW) / 2
  const y = (count: number) => TOP + PLOT_H - (count / top) * PLOT_H
  const shown = active === null ? null : points[active]
  const ticks =
    points.length > 2
      ? [0, Math.floor((points.length - 1) / 2), points.length - 1]
      : points.map((_, i) => i)

  function onKeyDown(event: KeyboardEvent) {
    const last = points.length - 1
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
  }

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? points.length - 1)}
      onBlur={() => setActive(null)}
      onPointerLeave={() => setActive(null)}
      className="relative mt-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white"
    >
      <span id={hintId} className="sr-only">
        {t('overview.chartHint', { bucket: bucketWords(bucket) })}
      </span>
      <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" aria-hidden="true">
        <line
          x1={LEFT}
          x2={W - 6}
          y1={TOP}
          y2={TOP}
          className="stroke-zinc-200 dark:stroke-zinc-700"
          strokeDasharray="3 3"
        />
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} className="stroke-zinc-500" />
        <line
          x1={LEFT}
          x2={W - 6}
          y1={TOP + PLOT_H}
          y2={TOP + PLOT_H}
          className="stroke-zinc-500"
        />
        <text
          x={LEFT - 4}
          y={TOP + 4}
          textAnchor="end"
          className="fill-zinc-700 text-[12px] dark:fill-zinc-300"
        >
          {formatNumber(top)}
        </text>
        <text
          x={LEFT - 4}
          y={TOP + PLOT_H}
          textAnchor="end"
          className="fill-zinc-700 text-[12px] dark:fill-zinc-300"
        >
          0
        </text>
        {ticks.map((i) => (
          <text
            key={i}
            x={x(i) + barW / 2}
            y={H - 6}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            className="fill-zinc-700 text-[12px] dark:fill-zinc-300"
          >
            {formatDay(points[i]?.start ?? '')}
          </text>
        ))}
        {points.map((point, i) => (
          <g key={point.start} onPointerEnter={() => setActive(i)}>
            {/* The whole column answers the pointer, however short its bar. */}
            <rect x={LEFT + i * slot} y={TOP} width={slot} height={PLOT_H} fill="transparent" />
            <rect
              x={x(i)}
              y={y(point.count)}
              width={barW}
              height={Math.max(point.count > 0 ? 1 : 0, TOP + PLOT_H - y(point.count))}
              rx={Math.min(2, barW / 3)}
              className={`fill-school ${active === i ? '' : active === null ? 'opacity-85' : 'opacity-45'}`}
            />
          </g>
        ))}
      </svg>
      <div
        role="status"
        className={`pointer-events-none absolute top-0 -translate-x-1/2 rounded-md bg-zinc-900 px-2 py-1 text-sm font-medium whitespace-nowrap text-white shadow dark:bg-zinc-100 dark:text-zinc-900 ${shown ? '' : 'sr-only'}`}
        style={
          shown && active !== null
            ? { left: `${clampPercent(((x(active) + barW / 2) / W) * 100)}%` }
            : undefined
        }
      >
        {shown
          ? t('overview.pointValue', {
              when: bucketName(shown.start, bucket),
              count: formatNumber(shown.count),
            })
          : ''}
      </div>
    </div>
  )
}

/** Keeps the tooltip inside its tile at either end. */
const clampPercent = (percent: number) => Math.min(82, Math.max(18, percent))
