/**
 * The end of the LMS round trip as /edu sees it (track lms-connect): 'success' or
 * 'failure' once when the callback brought the student back, else null; posts
 * `oauthStatus` to the host when framed (spec 7).
 */
export function useLmsOAuthReturn(): 'success' | 'failure' | null {
  return null
}
