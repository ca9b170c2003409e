import { AdminPageFrame } from '@snapmall/shared/admin';
import { CustomerPicker } from '../common/CustomerPicker';
import { useAdminCustomerQuery } from '../common/customerApi';
import { useChosenCustomer } from '../common/useChosenCustomer';
import { AdjustForm } from './AdjustForm';

/**
 * /bank/adjust: a customer's cash or points changed by the operator, only ever as a ledger entry with a reason.
 * The customer is found first (or named in the address, `?user=12`, as the customer's page links here).
 */
export default function AdjustPage() {
  const [userId, choose] = useChosenCustomer();
  const customer = useAdminCustomerQuery(userId ?? 0, { skip: !userId });
  return (
    <AdminPageFrame title="admin.bank.adjust.title">
      <CustomerPicker userId={userId} onChoose={choose} />
      {userId && customer.data && customer.data.id === userId && <AdjustForm key={userId} customer={customer.data} />}
    </AdminPageFrame>
  );
}
