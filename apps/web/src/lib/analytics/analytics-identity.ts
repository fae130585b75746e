/** Who is using Quad, as spec 3 "Analytics" identifies them. */
export interface AnalyticsIdentity {
  uid: string
  accountType: string
  schoolCode: string
}

/** What the analytics script's initialize() receives. */
export interface AnalyticsInitOptions {
  visitor: { id: string; accountType: string }
  account: { id: string }
}

/**
 * Spec 3: the visitor is the user's uid and account type, the account the school code;
 * ids are lowercased so the same person is one visitor whatever case a system used.
 */
export function analyticsInitOptions(identity: AnalyticsIdentity): AnalyticsInitOptions {
  return {
    visitor: { id: identity.uid.toLowerCase(), accountType: identity.accountType },
    account: { id: identity.schoolCode.toLowerCase() },
  }
}
