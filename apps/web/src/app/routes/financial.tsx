import { FinancialPage } from '../../features/finances/index.ts'

/** Spec 2 /financial, the financial section (issue 17): balance, holds, charges, Pay. */
export function Component() {
  return <FinancialPage />
}
