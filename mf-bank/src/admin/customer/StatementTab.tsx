import type { CustomerTabProps } from '@snapmall/shared/admin';
import { CustomerStatement } from '../statement/CustomerStatement';

/** The customer's statement on the console's customer page (`?tab=statement`), as the bank's statement page shows it. */
export default function StatementTab({ customer }: CustomerTabProps) {
  return <CustomerStatement userId={customer.id} label="admin.bank.customer.tab.statement" />;
}
