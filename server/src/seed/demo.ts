import { winningThrows } from '@snapmall/shared/lottery';
import type { Database, Queryable } from '../db/database';
import { hashSecret } from '../security/secrets';
import { SHOP_PAGES } from './pages';

const DEMO_DATA_LOCK = 7_311_002;

/** The demo customer npm start prints, so a newcomer can look around at once. */
export const DEMO_CUSTOMER = { username: 'demo', password: 'demo1234', paypassword: '123456' } as const;

/**
 * Demo data loaded on first start: VIP levels, notices, customer-service entries, content pages, deposit channels,
 * the snap-buying catalogue and a customer.
 * Idempotent: it only fills tables that are still empty, so an operator's later edits are kept.
 */
export async function loadDemoData(db: Database): Promise<boolean> {
  const [passwordHash, payPasswordHash] = await Promise.all([hashSecret(DEMO_CUSTOMER.password), hashSecret(DEMO_CUSTOMER.paypassword)]);
  return db.tx(async (q) => {
    // Two instances starting on an empty database at once: one loads, the other finds it done.
    await q.query('SELECT pg_advisory_xact_lock($1)', [DEMO_DATA_LOCK]);
    const [{ count } = { count: 0n }] = await q.query<{ count: bigint }>('SELECT count(*) AS count FROM customer_services');
    if (count > 0n) return false;
    const levels: [number, string, number, number, number, number, number, number, number, number, number, string][] = [
      // level, name, price, task_rate_bp, discount_bp, task_num, task_everyday, withdraw_num, fee_bp, min, max (cents), content
      [1, 'VIP 1', 0, 50, 0, 3, 1, 1, 100, 10_000, 500_000, 'Entry level: 3 snap buys a day, 0.50% rebate'],
      [2, 'VIP 2', 50_000, 80, 100, 5, 2, 2, 80, 10_000, 2_000_000, '5 snap buys a day, 0.80% rebate, 1% member discount'],
      [3, 'VIP 3', 200_000, 120, 200, 8, 3, 3, 50, 10_000, 10_000_000, '8 snap buys a day, 1.20% rebate, 2% member discount'],
      [4, 'VIP 4', 800_000, 160, 300, 12, 4, 5, 0, 10_000, 100_000_000, '12 snap buys a day, 1.60% rebate, 3% member discount'],
    ];
    for (const [level, name, price, rate, join, num, everyday, wnum, fee, min, max, content] of levels) {
      await q.query(
        `INSERT INTO vip_levels (level, name, price_cents, task_rate_bp, order_join_rate_bp, task_num, task_everyday,
                                 withdraw_num, withdraw_rate_bp, min_withdraw_cents, max_withdraw_cents, content)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
         ON CONFLICT (level) DO UPDATE SET name = $2, price_cents = $3, task_rate_bp = $4, order_join_rate_bp = $5,
           task_num = $6, task_everyday = $7, withdraw_num = $8, withdraw_rate_bp = $9, min_withdraw_cents = $10,
           max_withdraw_cents = $11, content = $12`,
        [level, name, price, rate, join, num, everyday, wnum, fee, min, max, content],
      );
    }
    await q.query(
      `INSERT INTO customer_services (name, url, weigh) VALUES
         ('Online support', 'https://support.snapmall.example/chat', 10),
         ('E-mail', 'mailto:help@snapmall.example', 0)`,
    );
    // A banner on home, leading to snap buying (an image shipped with the shell).
    await q.query(`INSERT INTO shop_settings (key, value) VALUES ('banner', $1) ON CONFLICT (key) DO NOTHING`, [
      JSON.stringify([{ image: '/banners/snap-sale.svg', link: '/pages/shopping/index', alt: { 'en-us': 'Snap buying opens every day', 'zh-tw': '每日開放搶購' } }]),
    ]);
    // The same entries with their names in both languages, as the shop's configuration shows them.
    await q.query(`INSERT INTO shop_settings (key, value) VALUES ('base', $1) ON CONFLICT (key) DO NOTHING`, [
      JSON.stringify({
        site_name: { 'en-us': 'SnapMall', 'zh-tw': 'SnapMall 商城' },
        website: '',
        services: [
          { name: { 'en-us': 'Online support', 'zh-tw': '線上客服' }, url: 'https://support.snapmall.example/chat' },
          { name: { 'en-us': 'E-mail', 'zh-tw': '電子郵件' }, url: 'mailto:help@snapmall.example' },
        ],
      }),
    ]);
    await q.query(
      // One notice in both languages: two rows of one group.
      `WITH g AS (SELECT nextval('notice_groups_seq') AS id)
       INSERT INTO notices (group_id, title, content, lang) SELECT g.id, t.title, t.content, t.lang FROM g, (VALUES
         ('Welcome to SnapMall', '<p>Snap buying opens every day. Visit <a href="{domain}/#/pages/index/index">the shop</a> and check your VIP benefits.</p>', 'en-us'),
         ('歡迎來到 SnapMall', '<p>每天開放搶購。請前往<a href="{domain}/#/pages/index/index">商城</a>查看您的 VIP 權益。</p>', 'zh-tw')) AS t(title, content, lang)`,
    );
    await q.query(
      `INSERT INTO contents (key, lang, title, body) VALUES
         ('about', 'en-us', 'About SnapMall', $1), ('about', 'zh-tw', '關於 SnapMall', $2),
         ('terms', 'en-us', 'Terms of service', $3), ('terms', 'zh-tw', '服務條款', $4),
         ('privacy', 'en-us', 'Privacy', $5), ('privacy', 'zh-tw', '隱私權政策', $6)
       ON CONFLICT (key, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      [SHOP_PAGES.about['en-us'], SHOP_PAGES.about['zh-tw'], SHOP_PAGES.terms['en-us'], SHOP_PAGES.terms['zh-tw'], SHOP_PAGES.privacy['en-us'], SHOP_PAGES.privacy['zh-tw']],
    );
    await q.query(
      `INSERT INTO deposit_channels (name_en, name_zh, instructions_en, instructions_zh, min_cents, max_cents, sort) VALUES
         ('Bank transfer', '銀行轉帳',
          'Transfer to SnapMall Ltd, Bank of Taiwan, account 012-345-678901. Put your username in the transfer note.',
          '請轉帳至 SnapMall 有限公司，臺灣銀行，帳號 012-345-678901，並於附言填寫您的用戶名。', 10000, 10000000, 1),
         ('Convenience store payment', '超商代碼繳費',
          'Pay at any convenience store with code SNAP-2026 and keep the receipt number as your reference.',
          '請至任一超商以代碼 SNAP-2026 繳費，並保留收據號碼作為備註。', 10000, 2000000, 2)`,
    );
    await loadDemoCatalogue(q);
    await loadDemoGame(q);
    await q.query(
      `INSERT INTO users (username, nickname, realname, mobile, password_hash, paypassword_hash, level, invite_code)
       VALUES ($1, 'Demo', 'Demo Customer', '0912345678', $2, $3, 1, 'DEMOSHOP') ON CONFLICT DO NOTHING`,
      [DEMO_CUSTOMER.username, passwordHash, payPasswordHash],
    );
    return true;
  });
}

/** Three brands and six goods with images shipped in shell/public/goods (no outside URLs). */
async function loadDemoCatalogue(q: Queryable) {
  const brands: [string, string, string, string, string][] = [
    ['HomeCraft', '家居工坊', 'Kitchen and table things made to last.', '耐用的廚房與餐桌用品。', '/goods/kettle.svg'],
    ['SoundWave', '聲浪', 'Headphones tuned for long listening.', '為長時間聆聽調校的耳機。', '/goods/headphones.svg'],
    ['Urban Gear', '城市裝備', 'Everyday carry for the city.', '城市生活的日常配備。', '/goods/backpack.svg'],
  ];
  const ids: number[] = [];
  for (const [i, [en, zh, den, dzh, logo]] of brands.entries()) {
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO brands (name_en, name_zh, description_en, description_zh, logo, sort) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [en, zh, den, dzh, logo, i],
    );
    ids.push(row!.id);
  }
  // brand, title en/zh, description en/zh, image, price (cents), stock, lowest level
  const goods: [number, string, string, string, string, string, number, number, number][] = [
    [0, 'Steel kettle 1.7 L', '不鏽鋼快煮壺 1.7 公升', 'Boils a litre in four minutes; auto shut-off.', '四分鐘煮沸一公升，自動斷電。', '/goods/kettle.svg', 129_900, 120, 1],
    [0, 'Stoneware mug', '石陶馬克杯', 'Keeps coffee warm, 350 ml, dishwasher safe.', '保溫 350 毫升，可用洗碗機。', '/goods/mug.svg', 39_900, 500, 1],
    [1, 'Over-ear headphones', '耳罩式耳機', 'Closed back, 40 h battery, folding.', '封閉式，續航 40 小時，可折疊。', '/goods/headphones.svg', 259_000, 60, 1],
    [2, 'Field watch', '野戰腕錶', 'Leather strap, 100 m water resistant.', '皮革錶帶，防水 100 公尺。', '/goods/watch.svg', 489_000, 25, 2],
    [2, 'Court sneakers', '經典球鞋', 'Canvas upper, rubber sole, sizes 36–45.', '帆布鞋面、橡膠鞋底，尺碼 36–45。', '/goods/sneakers.svg', 189_000, 80, 1],
    [2, 'Day backpack 22 L', '日用背包 22 公升', 'Padded laptop sleeve, water-repellent.', '附筆電隔層，防潑水。', '/goods/backpack.svg', 159_000, 40, 1],
  ];
  for (const [i, [brand, ten, tzh, den, dzh, image, price, stock, level]] of goods.entries()) {
    await q.query(
      `INSERT INTO goods (brand_id, title_en, title_zh, description_en, description_zh, images, price_cents, stock, min_level, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [ids[brand], ten, tzh, den, dzh, JSON.stringify([image]), price, stock, level, i],
    );
  }
}

/**
 * One three-dice game, a period a minute, betting closing 5 s before the draw. Every payout keeps the house edge
 * near 5 %: payout = 0.95 × 216 / (winning throws), in hundredths, rounded down.
 */
async function loadDemoGame(q: Queryable) {
  const codes = ['big', 'small', 'odd', 'even', 'triple_any', ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => `sum_${n}`), ...[1, 2, 3, 4, 5, 6].map((n) => `triple_${n}`)];
  const payouts = Object.fromEntries(codes.map((code) => [code, Math.floor((0.95 * 216 * 100) / winningThrows(code))]));
  await q.query(
    `INSERT INTO lottery_games (name_en, name_zh, period_seconds, close_seconds, min_stake, max_stake, payouts)
     VALUES ('Three dice', '三顆骰子', 60, 5, 10, 10000, $1)`,
    [JSON.stringify(payouts)],
  );
}
