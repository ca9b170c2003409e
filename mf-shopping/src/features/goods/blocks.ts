import { formatMoney, toCents } from '@snapmall/shared';
import type { BuyQuota, Goods } from '@snapmall/shared/contract';
import { quotaBlock } from '../../common/quotaApi';
import { saleState } from '../../common/sale';

/** A reason the buy button is off, as a message (with its values) and where the customer can act on it. */
export interface Block {
  id: string;
  values?: Record<string, string | number>;
  /** Seconds of a time to show in the message ({time}). */
  time?: number;
  action?: { label: string; to: string };
}

/**
 * Every reason this customer cannot buy this item in this amount now, in the order they would meet them: their
 * level, the sale window, the stock, today's quota, orders in progress, the balance. The server checks all of them
 * again; this only says so before the customer tries.
 */
export function buyBlocks(g: Goods, quota: BuyQuota | undefined, amount: string | null): Block[] {
  const blocks: Block[] = [];
  if (g.level_ok !== 1) {
    blocks.push({ id: 'shop.block.level', values: { need: g.min_level, level: quota?.level ?? 0 }, action: { label: 'shop.block.toVip', to: '/pages/shopping/vip' } });
  }
  const sale = saleState(g);
  if (sale !== 'selling') blocks.push({ id: `shop.block.${sale}`, time: sale === 'upcoming' ? g.sale_start : sale === 'ended' ? g.sale_end : 0 });
  if (g.stock <= 0) blocks.push({ id: 'shop.block.soldOut' });
  if (quota) {
    const q = quotaBlock(quota);
    if (q === 'usedUp') blocks.push({ id: 'shop.block.usedUp', values: { count: quota.per_day }, time: quota.resets_at });
    if (q === 'inProgress') {
      blocks.push({ id: 'shop.block.inProgress', values: { count: quota.in_progress_max }, action: { label: 'shop.block.toRecent', to: '/pages/shopping/recentorder' } });
    }
    if (amount !== null && (toCents(amount) ?? 0n) > (toCents(quota.balance) ?? 0n)) {
      blocks.push({ id: 'shop.block.balance', values: { balance: formatMoney(quota.balance) }, action: { label: 'shop.block.toDeposit', to: '/pages/bank/deposit' } });
    }
  }
  return blocks;
}
