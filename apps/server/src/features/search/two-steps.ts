import type { SearchCall } from './extension-points.ts'

/**
 * Matches a source reads for the first step: enough for a page when the viewer may see
 * one in eight of the school's newest matches.
 */
export const CANDIDATES = 48

/** A source's statements for `firstPageInTwoSteps`. */
export interface TwoSteps<Row> {
  /** The ids of the newest `CANDIDATES` matches, by the text and what is cheap to plan. */
  candidates(): Promise<number[]>
  /** Of those ids, the rows the viewer may see, in the same order, `limit + 1` at most. */
  seen(ids: number[]): Promise<Row[]>
  /** The one statement: any page, `limit + 1` rows at most. */
  whole(): Promise<Row[]>
}

/**
 * A source's rows for a page (decision 101 "Two steps"). A search's one statement, its
 * visibility rules and its text together, must be planned for its words at every run
 * (whether the words' index or the newest rows come first depends on how common they
 * are), and P9 spent more planning it than running it. So the first page is read in two
 * steps: the newest matches by their text (a statement quick to plan), then which of
 * those the viewer may see by their ids (a named statement, whose plan PostgreSQL keeps).
 * That is the one statement's answer when it holds more rows than the page (`limit + 1`:
 * whether more follow) or the candidates were all there are; otherwise, and for every
 * later page, the one statement answers.
 */
export async function firstPageInTwoSteps<Row>(
  { offset, limit }: Pick<SearchCall, 'offset' | 'limit'>,
  steps: TwoSteps<Row>,
): Promise<Row[]> {
  if (offset === 0) {
    const ids = await steps.candidates()
    const rows = ids.length > 0 ? await steps.seen(ids) : []
    if (rows.length > limit || ids.length < CANDIDATES) return rows
  }
  return steps.whole()
}
