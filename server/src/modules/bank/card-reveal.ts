import type { AdminWithdrawCard } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

/**
 * A withdrawal's whole card number, for finance to pay to it (docs/operating.md: "masked until asked for"). The read
 * and its audit record are one transaction: a number is never answered without the record that someone saw it.
 */
export class CardReveal {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async reveal(actor: Actor, id: number): Promise<AdminWithdrawCard> {
    return this.db.tx(async (q) => {
      const cardNo = await repo.withdrawalCardNo(q, id);
      if (cardNo === undefined) throw notFound();
      // The record names the card by its last digits only: the audit trail is no place to keep the whole number.
      await this.operators.record(q, actor, { action: 'withdraw.card.reveal', target: { type: 'withdrawal', id }, after: { card_no: `…${cardNo.slice(-4)}` } });
      return { id, card_no: cardNo };
    });
  }
}
