import { OperatorService } from 'server/src/modules/operators/service';
import { apiPost } from '../api';
import { operatorLogin } from '../operator-login';
import type { Shop } from '../shop';
import { approvedBySecond } from '../approvals';

/** The demo customer the accessibility sweep logs in as, and how to move their money (an operator's adjustment). */
export interface DemoCustomer {
  demo: { token: string } & Record<string, unknown>;
  adjust: (asset: 'cash' | 'points', amount: string) => Promise<unknown>;
}

/**
 * Gives the demo customer something on every page: a balance in the millions and points in the thousands (figures
 * that must stay on one line and be grouped, which also leave unread messages for the badges), an order and a bet;
 * fills `ids` with the records the detail pages show.
 */
export async function prepareDemoCustomer(shop: Shop, ids: Record<string, number>): Promise<DemoCustomer> {
  const first = async (sql: string) => Number((await shop.db.query<{ id: number | bigint }>(sql))[0]?.id ?? 1);
  ids.NOTICE = await first('SELECT id FROM notices ORDER BY id LIMIT 1');
  ids.BRAND = await first('SELECT id FROM brands ORDER BY id LIMIT 1');
  ids.GAME = await first('SELECT id FROM lottery_games ORDER BY id LIMIT 1');
  const demo = (await apiPost<{ userinfo: DemoCustomer['demo'] }>(shop.url, '/api/user/login', { account: 'demo', password: 'demo1234' })).userinfo;
  // A balance in the millions and points in the thousands (figures that must stay on one line and be grouped),
  // which also leave unread messages, so the badges of the tab bar and the nav bar are checked too.
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-a11y', 'operator123');
  const operator = (await operatorLogin(shop.url, { username: 'qa-a11y', password: 'operator123' })).token;
  const demoId = (await apiPost<{ id: number }>(shop.url, '/api/user/retval', {}, demo.token)).id;
  const adjust: DemoCustomer['adjust'] = (asset, amount) =>
    // Requested, and approved by a second operator (issue 26).
    approvedBySecond(shop, '/api/admin/user/adjust', { user_id: demoId, asset, amount, reason: 'e2e a11y', request_id: crypto.randomUUID() }, operator);
  await adjust('cash', '1234567.89');
  await adjust('points', '1399');
  // An order of the demo customer's, so the order details show one (the first item on sale at level 1).
  const goods = await shop.db.query<{ id: number | bigint }>('SELECT id FROM goods ORDER BY id');
  for (const { id } of goods) {
    const bought = await apiPost<{ id: number }>(shop.url, '/api/goods/buy', { goods_id: Number(id), quantity: 1, request_id: crypto.randomUUID() }, demo.token).catch(() => null);
    if (bought) break;
  }
  ids.GOODS = Number(goods[0]?.id ?? 1);
  // Back to exactly 1,234,567.89 after the buy (the figure the screenshots show).
  const { money } = await apiPost<{ money: string }>(shop.url, '/api/user/retval', {}, demo.token);
  const short = 123_456_789 - Math.round(Number(money) * 100);
  if (short > 0) await adjust('cash', (short / 100).toFixed(2));
  ids.ORDER = await first('SELECT id FROM orders ORDER BY id LIMIT 1');
  // A bet of the demo customer's on the open period, so the bet detail shows one (tried again over the few
  // seconds a period is closed for bets before its draw).
  for (let attempt = 0; attempt < 20 && !ids.BET; attempt++) {
    // Refused while no period can take bets (a new game's first period has no seed): tried again like the bet.
    const open = await apiPost<{ period_no: number; game: { bet_types: { code: string }[] } }>(shop.url, '/api/lottery/current', { game_id: ids.GAME }, demo.token).catch(() => null);
    if (!open) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    const bet = { game_id: ids.GAME, period_no: open.period_no, bet_type: open.game.bet_types[0]!.code, amount: 10, request_id: crypto.randomUUID() };
    const placed = await apiPost<{ id: number }>(shop.url, '/api/lottery/bet', bet, demo.token).catch(() => null);
    if (placed) ids.BET = placed.id;
    else await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { demo, adjust };
}
