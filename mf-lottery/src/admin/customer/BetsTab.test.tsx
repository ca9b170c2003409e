import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail, Bet } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { tabPanel } from '@snapmall/shared/test-utils/admin';
import { customerTabs, messages } from '../../admin';
import { renderAdminPage, setWide } from '../common/testing';
import BetsTab from './BetsTab';

/** The customer the console's customer page shows (/api/admin/user/get's answer). */
const ADA: AdminUserDetail = {
  id: 42, username: 'ada', realname: 'Ada Lovelace', mobile: '0912345678', nickname: '', status: 'normal', level: { id: 2, name: 'Gold' },
  balance: '1234.50', held: '0.00', points: 15000, card: null, createtime: 1_764_000_000,
  counts: { deposits: 0, withdrawals: 0, orders: 0, bets: 45, messages: 0, signins: 0 },
};

const bet = (id: number, extra: Partial<Bet> = {}): Bet => ({
  id,
  game_id: 1,
  game_name: 'Dice 1',
  period_no: 1200,
  bet_type: 'big',
  amount: 100,
  payout_rate: '1.95',
  status: 'pending',
  payout: 0,
  createtime: 1_764_000_000,
  settletime: 0,
  dice: [],
  ...extra,
});

/** /api/admin/user/bets: `total` bets, answered in the server's fixed pages of 20, newest (highest id) first. */
function server(total: number, first: (id: number) => Bet = (id) => bet(id)) {
  return mockApi({
    '/api/admin/user/bets': (body) => {
      const page = Number(body.page);
      const ids = Array.from({ length: Math.max(0, Math.min(20, total - (page - 1) * 20)) }, (_, i) => total - (page - 1) * 20 - i);
      return { data: { list: ids.map(first), total, page } };
    },
  });
}
const requests = (bodies: (path: string) => Record<string, unknown>[]) => bodies('/api/admin/user/bets').map(({ lang: _lang, ...rest }) => rest);

afterEach(() => setWide(false));

describe("the lottery's tab on the customer page", () => {
  it('is the bets tab for every operator, with the bets count, named from the console texts', () => {
    expect(customerTabs.map(({ id, label, role, count }) => ({ id, label, role, count }))).toEqual([{ id: 'bets', label: 'admin.lottery.customer.tab', role: 'operator', count: 'bets' }]);
    expect(messages['en-us']!['admin.lottery.customer.tab']).toBe('Bets');
    expect(messages['zh-tw']!['admin.lottery.customer.tab']).toBe('投注');
  });

  it("lists the customer's bets (their user_id and the page, no limit), each with its bet type's name and status word", async () => {
    setWide(true);
    const settled: Record<number, Partial<Bet>> = {
      3: { status: 'won', bet_type: 'sum_10', payout_rate: '7.60', payout: 760, dice: [3, 3, 4], settletime: 1_764_000_060 },
      2: { status: 'lost', bet_type: 'triple_any', dice: [1, 2, 6], settletime: 1_764_000_060 },
    };
    const { bodies } = server(3, (id) => bet(id, settled[id]));
    // The panel as the customer page loads it: admin.tsx's lazy Panel.
    renderAdminPage(tabPanel(customerTabs[0]!, ADA), '/customers/42?tab=bets');
    const table = await screen.findByRole('table', { name: 'Bets' });
    expect(requests(bodies)).toEqual([{ user_id: 42, page: 1 }]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Game', 'Period', 'Bet', 'Stake (points)', 'Payout', 'Paid (points)', 'Status', 'Dice', 'Time']);
    expect(rows[1]!.textContent).toContain('#3');
    expect(rows[1]!.textContent).toContain('Total 10');
    expect(rows[1]!.textContent).toContain('×7.60');
    expect(rows[1]!.textContent).toContain('760');
    expect(rows[1]!.textContent).toContain('Won');
    expect(rows[1]!.textContent).toContain('3 3 4');
    expect(rows[2]!.textContent).toContain('Any triple');
    expect(rows[2]!.textContent).toContain('Lost');
    expect(rows[3]!.textContent).toContain('Big');
    expect(rows[3]!.textContent).toContain('Waiting');
  });

  it("puts a page of 50 together from the server's pages of 20, each asked with the user_id", async () => {
    setWide(true);
    const { bodies } = server(45);
    renderAdminPage(<BetsTab customer={ADA} />, '/customers/42?tab=bets&limit=50');
    const table = await screen.findByRole('table', { name: 'Bets' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(46));
    expect(requests(bodies)).toEqual([1, 2, 3].map((page) => ({ user_id: 42, page })));
  });

  it('says so when the customer has not bet, in Chinese too', async () => {
    server(0);
    renderAdminPage(<BetsTab customer={ADA} />, '/customers/42?tab=bets', 'zh-tw');
    expect(await screen.findByText('尚無投注。')).toBeTruthy();
  });

  it('shows cards on a phone, with the status word and bet type in Chinese', async () => {
    server(1, (id) => bet(id, { status: 'won', bet_type: 'triple_6', payout: 15000 }));
    renderAdminPage(<BetsTab customer={ADA} />, '/customers/42?tab=bets', 'zh-tw');
    const card = (await screen.findByText('#1')).closest('li')!;
    expect(within(card).getByText('中獎')).toBeTruthy();
    expect(within(card).getByText('圍骰 6')).toBeTruthy();
    expect(within(card).getByText('骰子')).toBeTruthy();
  });
});
