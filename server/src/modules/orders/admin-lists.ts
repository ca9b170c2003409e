import type { AdminOrder, AdminPageOf, Language } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccountService } from '../account/service';
import type { CatalogueService } from '../shopping/service';
import * as repo from './admin-list-repository';
import { toAdminOrder } from './views';

const NO_COVER = { title_en: '', title_zh: '', images: [] as string[] };

/** A filter by brand: the brand's goods, read once from the catalogue (its service). */
export type OrderListFilter = Omit<repo.OrderQuery, 'goodsIds'> & { brandId?: number };

/**
 * The operator console's orders (issue 19): by status, customer, days, amounts and brand, sorted by time or
 * amount, each with whose it is and what was bought; how many wait to be shipped; a customer's count.
 */
export class OrderAdminLists {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly accounts: AccountService,
    private readonly catalogue: CatalogueService,
  ) {}

  async list({ brandId, ...f }: OrderListFilter, lang: Language): Promise<AdminPageOf<AdminOrder>> {
    const goodsIds = brandId === undefined ? undefined : await this.catalogue.goodsIdsOfBrand(brandId);
    const found = await repo.ordersFiltered(this.db, { ...f, goodsIds });
    const [covers, names] = await Promise.all([
      this.catalogue.goodsCovers(found.rows.map((o) => o.goods_id)),
      this.accounts.usernames(found.rows.map((o) => o.user_id)),
    ]);
    const list = found.rows.map((o) =>
      toAdminOrder({ ...o, ...(covers.get(o.goods_id) ?? NO_COVER), username: names.get(o.user_id) ?? '' }, lang, this.config.orderAutoReceiveDays),
    );
    return { list, total: found.total, page: f.page, limit: f.limit, ...(found.more ? { has_more: true as const } : {}) };
  }

  /** Orders placed and waiting to be shipped. */
  toShip(): Promise<number> {
    return repo.toShipCount(this.db);
  }

  /** How many orders a customer has placed, of every status. */
  countOf(userId: number): Promise<number> {
    return repo.orderCount(this.db, userId);
  }
}
