import { AdminPageFrame } from '@snapmall/shared/admin';
import { CustomerPicker } from '../common/CustomerPicker';
import { useChosenCustomer } from '../common/useChosenCustomer';
import { CustomerStatement } from './CustomerStatement';

/**
 * /bank/statement: any customer's statement as they see it — their cash or their points, by kind and days, page by
 * page, and as CSV. The customer is found first, or named in the address (`?user=12`).
 */
export default function StatementPage() {
  const [userId, choose] = useChosenCustomer();
  return (
    <AdminPageFrame title="admin.bank.statement.title">
      <CustomerPicker userId={userId} onChoose={choose} />
      {userId && <CustomerStatement userId={userId} />}
    </AdminPageFrame>
  );
}
