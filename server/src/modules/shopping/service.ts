import type { AdminBrand, Brand, BrandSaveBody, Goods, GoodsListBody, GoodsSaveBody, Language, PageOf } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError, invalid } from '../../domain/errors';
import { formatBasisPoints, formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import type { Actor, OperatorService } from '../operators/service';
import { memberPrice } from './pricing';
import * as repo from './repository';
import { goodsIdsOfBrand } from './brand-goods-repository';

export type { GoodsRow } from './repository';
/** The member price rule, the same for the catalogue and for a buy (orders). */
export { memberPrice } from './pricing';

const PAGE_SIZE = 20;
const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
const zh = (lang: Language) => lang === 'zh-tw';
const notFound = () => new DomainError('not_found', 'http.notFound');

/** The catalogue: brands and goods as the customer sees them (at their level's price), and as the operator keeps them. */
export class CatalogueService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    private readonly operators: OperatorService,
  ) {}

  async brands(lang: Language): Promise<Brand[]> {
    return (await repo.brands(this.db, true)).map((b) => ({
      id: b.id,
      name: zh(lang) ? b.name_zh : b.name_en,
      description: zh(lang) ? b.description_zh : b.description_en,
      logo: b.logo,
    }));
  }

  async list(userId: number, body: GoodsListBody, lang: Language): Promise<PageOf<Goods>> {
    const vip = await this.accounts.vipOf(userId);
    const page = body.page ?? 1;
    const rows = await repo.goodsPage(this.db, { brandId: body.brand_id, maxLevel: body.level ?? vip?.level, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return { list: rows.map((r) => toGoods(r, lang, vip)), total: Number(rows[0]?.total ?? 0), page };
  }

  async detail(userId: number, id: number, lang: Language): Promise<Goods> {
    const row = await repo.findGoods(this.db, id);
    if (!row) throw notFound();
    return toGoods(row, lang, await this.accounts.vipOf(userId));
  }

  /**
   * The item locked for a sale until the caller's transaction ends, with whether it sells now (by the
   * database's clock); the buys and cancellations of one item take this lock first, then the ledger's.
   */
  lockForSale(q: Queryable, goodsId: number) {
    return repo.lockGoods(q, goodsId);
  }

  /** Takes sold units from (negative) or returns cancelled ones to the locked item's stock. */
  changeStock(q: Queryable, goodsId: number, delta: number) {
    return repo.changeStock(q, goodsId, delta);
  }

  /** An item's texts and cover in both languages, for orders that show what was bought. */
  findGoods(goodsId: number) {
    return repo.findGoods(this.db, goodsId);
  }

  /** The texts and images of many items by id, in one query by primary key (a page of orders shows what was bought). */
  async goodsCovers(goodsIds: number[]): Promise<Map<number, { title_en: string; title_zh: string; images: string[] }>> {
    const ids = [...new Set(goodsIds)];
    const rows = ids.length > 0 ? await repo.goodsCovers(this.db, ids) : [];
    return new Map(rows.map(({ id, ...cover }) => [id, cover]));
  }

  /** The ids of every item of a brand (the operator's orders of that brand). */
  goodsIdsOfBrand(brandId: number): Promise<number[]> {
    return goodsIdsOfBrand(this.db, brandId);
  }

  async adminBrands(): Promise<AdminBrand[]> {
    // The row's fields as the contract names them (AdminBrand): its timestamps are not part of the answer.
    return (await repo.brands(this.db, false)).map((b) => ({
      id: b.id,
      name_en: b.name_en,
      name_zh: b.name_zh,
      description_en: b.description_en,
      description_zh: b.description_zh,
      logo: b.logo,
      sort: b.sort,
      enabled: b.enabled ? 1 : 0,
    }));
  }

  async saveBrand(actor: Actor, body: BrandSaveBody) {
    const fields: repo.BrandFields = {
      name_en: body.name_en.trim(),
      name_zh: body.name_zh.trim(),
      description_en: body.description_en?.trim() ?? '',
      description_zh: body.description_zh?.trim() ?? '',
      logo: body.logo ?? '',
      sort: body.sort ?? 0,
      enabled: body.enabled === 1,
    };
    return this.db.tx(async (q) => {
      const before = body.id === undefined ? null : await repo.findBrand(q, body.id);
      if (before === undefined) throw notFound();
      const id = await repo.saveBrand(q, body.id, fields);
      await this.operators.record(q, actor, { action: body.id ? 'brand.update' : 'brand.create', target: { type: 'brand', id }, before, after: { id, ...fields } });
      return { id };
    });
  }

  async adminGoods(brandId: number | undefined, page: number) {
    const rows = await repo.adminGoodsPage(this.db, { brandId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return {
      page,
      total: Number(rows[0]?.total ?? 0),
      // The row's fields as the contract names them (AdminGoods): its timestamps are not part of the answer.
      list: rows.map((g) => ({
        id: g.id,
        brand_id: g.brand_id,
        title_en: g.title_en,
        title_zh: g.title_zh,
        description_en: g.description_en,
        description_zh: g.description_zh,
        images: g.images,
        price: formatCents(g.price_cents),
        stock: g.stock,
        min_level: g.min_level,
        on_sale: g.on_sale,
        sale_start: unix(g.sale_start),
        sale_end: unix(g.sale_end),
        sort: g.sort,
        selling: g.selling,
      })),
    };
  }

  /** Creates or changes an item (its stock only when created), audited with its values before and after. */
  async saveGoods(actor: Actor, body: GoodsSaveBody) {
    const fields: repo.GoodsFields = {
      brand_id: body.brand_id,
      title_en: body.title_en.trim(),
      title_zh: body.title_zh.trim(),
      description_en: body.description_en?.trim() ?? '',
      description_zh: body.description_zh?.trim() ?? '',
      images: body.images,
      price_cents: parseCents(body.price),
      min_level: body.min_level,
      on_sale: body.on_sale === 1,
      sale_start: instant(body.sale_start, 'sale_start'),
      sale_end: instant(body.sale_end, 'sale_end'),
      sort: body.sort ?? 0,
    };
    if (fields.price_cents <= 0n) throw invalid({ price: 'validation.positive' });
    if (fields.sale_start && fields.sale_end && fields.sale_start >= fields.sale_end) throw invalid({ sale_end: 'shopping.windowOrder' });
    return this.db.tx(async (q) => {
      if (!(await repo.findBrand(q, fields.brand_id))) throw invalid({ brand_id: 'shopping.noBrand' });
      const before = body.id === undefined ? null : await repo.findGoods(q, body.id);
      if (before === undefined) throw notFound();
      const id = await repo.saveGoods(q, body.id, fields, body.stock ?? 0);
      await this.operators.record(q, actor, { action: body.id ? 'goods.update' : 'goods.create', target: { type: 'goods', id }, before, after: { id, ...fields } });
      return { id };
    });
  }

  async setStock(actor: Actor, id: number, stock: number) {
    return this.db.tx(async (q) => {
      const before = await repo.setStock(q, id, stock);
      if (before === undefined) throw notFound();
      await this.operators.record(q, actor, { action: 'goods.stock', target: { type: 'goods', id }, before: { stock: before }, after: { stock } });
      return { id, stock };
    });
  }
}

/** "" or absent is no bound; an impossible moment is refused as invalid input. */
function instant(value: string | undefined, field: string): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalid({ [field]: 'validation.format' });
  return at;
}

type Vip = Awaited<ReturnType<AccountService['vipOf']>>;

function toGoods(g: repo.GoodsRow, lang: Language, vip: Vip): Goods {
  const discountBp = vip?.order_join_rate_bp ?? 0;
  return {
    id: g.id,
    brand_id: g.brand_id,
    title: zh(lang) ? g.title_zh : g.title_en,
    description: zh(lang) ? g.description_zh : g.description_en,
    images: g.images,
    price: formatCents(g.price_cents),
    member_price: formatCents(memberPrice(g.price_cents, discountBp)),
    discount_rate: formatBasisPoints(discountBp),
    rebate_rate: formatBasisPoints(vip?.task_rate_bp ?? 0),
    stock: g.stock,
    min_level: g.min_level,
    level_ok: (vip?.level ?? 0) >= g.min_level ? 1 : 0,
    selling: g.selling ? 1 : 0,
    sale_start: unix(g.sale_start),
    sale_end: unix(g.sale_end),
  };
}
