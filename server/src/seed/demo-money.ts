import type { Services } from '../services';
import { DEMO_CUSTOMER } from './demo';

/** The demo customer's first deposit (1,000.00 through the first channel, approved) and 1,000 welcome points. */
export async function loadDemoMoney({ db, bank, review, accounts, adjustments }: Services): Promise<void> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_CUSTOMER.username]);
  const [channel] = await db.query<{ id: number }>('SELECT id FROM deposit_channels ORDER BY sort, id LIMIT 1');
  if (!user || !channel || !(await accounts.hasPayPassword(user.id))) return;
  const deposit = await bank.submitDeposit(
    user.id,
    { channel_id: channel.id, amount: '1000.00', reference: 'DEMO-0001', request_id: '00000000-0000-4000-8000-000000000001' },
    'en-us',
  );
  if (deposit.status === 0) await review.approveDeposit('cli:demo-data', deposit.id);
  // Points to play the lottery with: an operator's grant with a reason, through the ledger, once.
  await adjustments.adjust('cli:demo-data', {
    user_id: user.id,
    asset: 'points',
    amount: '1000',
    reason: 'Welcome points for the demo',
    request_id: '00000000-0000-4000-8000-000000000002',
  });
}
