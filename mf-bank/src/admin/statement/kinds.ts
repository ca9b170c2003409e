import type { FilterField, FilterOption } from '@snapmall/shared/admin';
import { CASH_STATEMENT_KINDS, POINTS_STATEMENT_KINDS, type TransferKind } from '@snapmall/shared/contract';
import { transferKindId } from '@snapmall/shared/ledger';

/** A kind's option, worded by the ledger's words (@snapmall/shared/ledger). */
const option = (kind: TransferKind): FilterOption => ({ value: kind, label: transferKindId(kind) });

/** The statement's filters: which asset (cash unless the address says points), a kind, the days. */
export const STATEMENT_FILTERS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'asset',
    label: 'admin.bank.statement.asset',
    options: [
      { value: 'cash', label: 'admin.bank.adjust.asset.cash' },
      { value: 'points', label: 'admin.bank.adjust.asset.points' },
    ],
    initial: 'cash',
  },
  { kind: 'select', name: 'kind', label: 'admin.bank.statement.kind', options: [...CASH_STATEMENT_KINDS, ...POINTS_STATEMENT_KINDS].map(option) },
  { kind: 'dateRange', label: 'admin.bank.filter.days' },
];
