import { randomUUID } from 'node:crypto';
import type { AdminDeposit, AdminWithdrawal, Bet, CurrentPeriod, Deposit, DepositChannel, LoginAnswer, Order, Withdrawal } from '@snapmall/shared/contract';
import { newcomer } from '../helpers';
import { ROOMY_LEVEL } from '../order-helpers';
import type { AnswerWalk } from './answer-walk';

const uuid = () => randomUUID();

/** A customer's account calls, on a customer of their own (passwords change, the session ends). */
export async function accountFlow({ ok }: AnswerWalk) {
  const body = newcomer();
  const { userinfo } = await ok<LoginAnswer>('/api/user/register', body);
  const token = (await ok<LoginAnswer>('/api/user/login', { account: body.username, password: body.password })).userinfo.token;
  await ok('/api/user/retval', {}, token);
  await ok('/api/user/profile', { nickname: 'Ada', gender: 2, birthday: '1990-12-10', bio: 'Counts' }, token);
  await ok('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, token);
  await ok('/api/user/updatepaypassword', { oldpaypassword: '123456', newpaypassword: '654321', renewpaypassword: '654321' }, token);
  await ok('/api/user/updatepassword', { oldpassword: body.password, newpassword: 'secret456', renewpassword: 'secret456' }, userinfo.token);
  const again = (await ok<LoginAnswer>('/api/user/login', { account: body.username, password: 'secret456' })).userinfo.token;
  await ok('/api/user/logout', {}, again);
}

/** A customer with a card, two deposits (one approved, one rejected), two withdrawals (paid, rejected), messages. */
export async function moneyFlow({ ok, refused }: AnswerWalk, admin: string) {
  const body = newcomer();
  const token = (await ok<LoginAnswer>('/api/user/register', body)).userinfo.token;
  await ok('/api/withdraw/bankcard', {}, token);
  await ok('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, token);
  await ok('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'Bank of Taiwan', card_no: '6222021234567890', paypassword: '123456' }, token);
  await ok('/api/withdraw/bankcard', {}, token);
  const [channel] = await ok<DepositChannel[]>('/api/recharge/channels', {}, token);
  const deposit = (amount: string) => ok<Deposit>('/api/recharge/submit', { channel_id: channel!.id, amount, request_id: uuid(), reference: 'T1' }, token);
  const [paid, rejected] = [await deposit('5000'), await deposit('100')];
  await ok<AdminDeposit>('/api/admin/deposit/approve', { id: paid.id }, admin);
  await ok('/api/admin/deposit/reject', { ids: [rejected.id, paid.id], reason: 'No such transfer' }, admin);
  await ok('/api/user/rechargelist', {}, token);
  // Level 2 allows two withdrawals a day.
  await ok('/api/user/vipupgrade', { level: 2, request_id: uuid() }, token);
  await ok('/api/withdraw/rules', {}, token);
  const withdraw = (amount: string) => ok<Withdrawal>('/api/withdraw/withdraw', { amount, paypassword: '123456', request_id: uuid() }, token);
  const [out, back] = [await withdraw('200'), await withdraw('150')];
  await refused('/api/withdraw/withdraw', { amount: '9999999', paypassword: '123456', request_id: uuid() }, token, 0);
  await ok<AdminWithdrawal>('/api/admin/withdraw/approve', { ids: [out.id] }, admin);
  await ok<AdminWithdrawal>('/api/admin/withdraw/reject', { id: back.id, reason: 'Card closed' }, admin);
  await ok('/api/user/withdrawlist', {}, token);
  await ok('/api/user/moneylog', {}, token);
  await ok('/api/message/list', {}, token);
  await ok('/api/message/unread', {}, token);
  await ok('/api/message/read', { all: true }, token);
  return token;
}

/** The catalogue as the operator keeps it and a customer at the roomy level buys from it: orders in every state. */
export async function shoppingFlow({ ok, refused }: AnswerWalk, admin: string, token: string) {
  const { id: brandId } = await ok<{ id: number }>('/api/admin/brand/save', { name_en: 'Acme', name_zh: '頂點', enabled: 1, logo: '/brands/acme.svg' }, admin);
  const goods = { brand_id: brandId, title_en: 'Kettle', title_zh: '水壺', images: ['/goods/kettle.svg'], price: '100.00', stock: 50, min_level: 1, on_sale: 1 };
  const { id: goodsId } = await ok<{ id: number }>('/api/admin/goods/save', goods, admin);
  await ok('/api/admin/goods/stock', { id: goodsId, stock: 40 }, admin);
  await ok('/api/admin/brand/list', {}, admin);
  await ok('/api/admin/goods/list', {}, admin);
  await ok('/api/admin/vip/save', ROOMY_LEVEL, admin);
  await ok('/api/admin/vip/list', {}, admin);
  await ok('/api/goods/level', {});
  await ok('/api/goods/brand', {}, token);
  await ok('/api/goods/list', { brand_id: brandId }, token);
  await ok('/api/goods/detail', { id: goodsId }, token);
  await ok('/api/goods/quota', {}, token);
  const buy = () => ok<Order>('/api/goods/buy', { goods_id: goodsId, quantity: 1, request_id: uuid() }, token);
  const [received, cancelled] = [await buy(), await buy()];
  await ok('/api/admin/order/ship', { id: received.id, carrier: 'Post', tracking_no: 'P1' }, admin);
  await ok('/api/order/receive', { id: received.id }, token);
  await ok('/api/order/cancel', { id: cancelled.id }, token);
  await refused('/api/order/receive', { id: cancelled.id }, token, 0);
  const shipped = await buy();
  await ok('/api/admin/order/ship', { ids: [shipped.id, cancelled.id], carrier: 'Post', tracking_no: 'P2' }, admin);
  await ok('/api/user/buylog', {}, token);
  await ok('/api/user/buylogdetail', { id: received.id }, token);
  await ok('/api/user/recentorder', {}, token);
  await ok('/api/user/recentorderdetail', { id: shipped.id }, token);
  await ok('/api/user/reclog', {}, token);
  await ok('/api/admin/order/list', { limit: 100 }, admin);
  return { goodsId, brandId };
}

/** Bets on the open period while it still takes bets (the next one if it is about to close). */
export async function betOpen({ call, ok }: AnswerWalk, token: string, gameId: number): Promise<Bet> {
  for (let i = 0; i < 80; i++) {
    // Refused (no data) while no period can take bets: a new game's first period has no seed.
    const now = (await call<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, token)).data;
    if (now && now.close_at - now.server_time >= 1) {
      return ok<Bet>('/api/lottery/bet', { game_id: gameId, period_no: now.period_no, bet_type: 'big', amount: 10, request_id: uuid() }, token);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no period open for bets');
}
