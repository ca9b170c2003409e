import { randomUUID } from 'node:crypto';
import type { Deposit, DepositChannel, Withdrawal } from '@snapmall/shared/contract';
import { LedgerService } from '../src/modules/ledger/service';
import { loadDemoData } from '../src/seed/demo';
import { requestApproved } from './approval-helpers';
import { operatorToken, registerUser, type TestServer } from './helpers';

/** A customer ready to move money: withdrawal password 123456, a bound card, and a balance if asked. */
export async function fundedCustomer(server: TestServer, admin: string, amount?: string) {
  const user = await registerUser(server, { realname: 'Ada Lovelace' });
  const auth = { token: user.token };
  await server.post('/api/user/setpaypassword', { paypassword: '123456', repaypassword: '123456' }, auth);
  const card = await server.post('/api/withdraw/cardupdate', { name: 'ADA lovelace', bank_name: 'Bank of Taiwan', card_no: '6222021234567890', paypassword: '123456' }, auth);
  if (card.body.code !== 1) throw new Error(`card: ${card.body.msg}`);
  if (amount) await deposit(server, admin, user.token, amount);
  return user;
}

export async function firstChannel(server: TestServer, token: string): Promise<DepositChannel> {
  const res = await server.post<DepositChannel[]>('/api/recharge/channels', {}, { token });
  return res.body.data[0]!;
}

/** A deposit submitted by the customer and approved by the operator: the cash is on the ledger. */
export async function deposit(server: TestServer, admin: string, token: string, amount: string) {
  const channel = await firstChannel(server, token);
  const submitted = await server.post<Deposit>('/api/recharge/submit', { channel_id: channel.id, amount, request_id: randomUUID() }, { token });
  if (submitted.body.code !== 1) throw new Error(`deposit: ${submitted.body.msg}`);
  // Past the owner's threshold for the customer's 24 hours, a second operator approves the request (issue 26).
  const approved = await requestApproved(server, '/api/admin/deposit/approve', { id: submitted.body.data.id }, admin);
  if (approved.body.code !== 1) throw new Error(`approve: ${approved.body.msg}`);
  return submitted.body.data;
}

export const withdraw = (server: TestServer, token: string, amount: string, requestId: string = randomUUID(), paypassword = '123456') =>
  server.post<Withdrawal>('/api/withdraw/withdraw', { amount, paypassword, request_id: requestId }, { token });

export const balanceOf = async (server: TestServer, token: string) => {
  const res = await server.post<{ money: string; held_money: string; score: number }>('/api/user/retval', {}, { token });
  return res.body.data;
};

/** Demo data (VIP levels, deposit channels) and an operator, as a shop has them. */
export async function moneyShop(server: TestServer) {
  await loadDemoData(server.db);
  return { admin: (await operatorToken(server)).token, ledger: new LedgerService(server.db) };
}
