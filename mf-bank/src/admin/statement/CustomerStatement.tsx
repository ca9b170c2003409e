import { CustomerList, pagedCall, type AdminResource } from '@snapmall/shared/admin';
import { useSearchParams } from '@snapmall/shared';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { STATEMENT_FILTERS, useStatementColumns } from '../common/statement';
import { useLazyAdminStatementQuery } from './api';

/** A customer's statement lines (the call requires the customer: it is always listed through CustomerList). */
const STATEMENT: AdminResource<MoneyLogEntry> = {
  name: 'statement', label: 'admin.bank.statement.list', empty: 'admin.bank.statement.empty', rowId: (r) => r.id,
  usePages: pagedCall(useLazyAdminStatementQuery), filters: STATEMENT_FILTERS,
};

/**
 * One customer's statement exactly as they see theirs, on the bank's statement page and on the customer page's
 * Statement tab: cash or points (the asset filter, kept in the address as the list's filters are), by kind and days,
 * page by page, and as CSV (`customer-<id>-statement[-points].csv`).
 */
export function CustomerStatement({ userId, label }: { userId: number; label?: string }) {
  const [params] = useSearchParams();
  const points = params.get('asset') === 'points';
  const columns = useStatementColumns(points);
  return <CustomerList resource={STATEMENT} customer={{ id: userId }} label={label} columns={columns} csvSuffix={points ? '-points' : ''} />;
}
