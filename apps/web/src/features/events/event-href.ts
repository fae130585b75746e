import type { Audience } from '../../lib/http/audience-request.ts'

/** An event's page; a visitor's link keeps share mode (spec 4: share=1 is the visitor's view). */
export function eventHref(id: string, audience: Audience): string {
  return `/events/${encodeURIComponent(id)}${audience === 'visitor' ? '?share=1' : ''}`
}
