import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Each table belongs to one module (issue 16: a module owns its routes, schemas, tables and SQL): only that
 * module's files name it in SQL; another module reaches the rows through the owner's service. The tables come
 * from the migrations, so a new table without an owner here fails this test.
 */
const OWNER: Record<string, string> = {
  users: 'account',
  user_tokens: 'account',
  secret_attempts: 'attempts',
  rate_limit_hits: 'ratelimit',
  rate_limit_namespace: 'ratelimit',
  ledger_accounts: 'ledger',
  ledger_transfers: 'ledger',
  idempotency_keys: 'ledger',
  ledger_statement_totals: 'ledger',
  ledger_kind_buckets: 'ledger',
  bank_cards: 'bank',
  deposit_channels: 'bank',
  deposits: 'bank',
  withdrawals: 'bank',
  bank_record_totals: 'bank',
  bank_status_totals: 'bank',
  operators: 'operators',
  approval_requests: 'approvals',
  approval_settings: 'approvals',
  operator_tokens: 'operators',
  audit_log: 'operators',
  audit_chain_head: 'operators',
  operator_list_totals: 'operators',
  messages: 'messages',
  message_totals: 'messages',
  vip_levels: 'vip',
  brands: 'shopping',
  goods: 'shopping',
  orders: 'orders',
  order_totals: 'orders',
  order_status_totals: 'orders',
  lottery_games: 'lottery',
  lottery_chains: 'lottery',
  lottery_seeds: 'lottery',
  lottery_seed_key: 'lottery',
  lottery_draws: 'lottery',
  lottery_bets: 'lottery',
  lottery_limits: 'lottery',
  lottery_bet_totals: 'lottery',
  lottery_period_totals: 'lottery',
  lottery_game_buckets: 'lottery',
  shop_settings: 'settings',
  customer_services: 'settings',
  signins: 'signin',
  signin_totals: 'signin',
  notices: 'notices',
  contents: 'notices',
  notice_totals: 'notices',
  remotes: 'releases',
  release_blobs: 'releases',
  releases: 'releases',
  release_files: 'releases',
  release_channels: 'releases',
  release_channel_log: 'releases',
  smoke_runner_tokens: 'releases',
  service_customers: 'account',
  release_telemetry_clients: 'releases',
  vitals_minute: 'vitals',
  vitals_client_samples: 'vitals',
  deploy_tokens: 'releases',
  deploy_rights: 'releases',
  release_keys: 'releases',
  operator_messages: 'operators',
  operator_message_reads: 'operators',
  operator_challenges: 'operators',
  operator_enrol_links: 'operators',
  operator_passkeys: 'operators',
  operator_recovery_codes: 'operators',
  operator_tickets: 'operators',
  operator_totp: 'operators',
};

const SRC = join(__dirname, '..', 'src');
const MIGRATIONS = join(SRC, 'db', 'migrations');
/**
 * Outside the modules, the migrations and their runner (db/) and the demo data (seed/) write every table; the
 * rest (the HTTP layer, the command line, the app, jobs, texts) names none: they go through services.
 */
const MAY_TOUCH_ANY = ['db', 'seed'];

const NAME = '[a-z_][a-z0-9_]*';

/** The tables the migrations leave: every CREATE TABLE, less those a later migration drops. */
function tablesOfMigrations(): string[] {
  const created = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = stripSqlComments(readFileSync(join(MIGRATIONS, file), 'utf8'));
    for (const m of sql.matchAll(new RegExp(`\\bcreate\\s+(?:unlogged\\s+)?table\\s+(?:if\\s+not\\s+exists\\s+)?(?:public\\.)?(${NAME})`, 'gi'))) {
      created.add(m[1]!.toLowerCase());
    }
    for (const m of sql.matchAll(new RegExp(`\\bdrop\\s+table\\s+(?:if\\s+exists\\s+)?(?:public\\.)?(${NAME})`, 'gi'))) {
      created.delete(m[1]!.toLowerCase());
    }
  }
  return [...created].sort();
}

const stripSqlComments = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(c|m)?[jt]s$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The text of every string in a file (quoted and template strings; a template's substitutions become `?`), so
 * comments and identifiers never count: only what could be sent to the database.
 */
function stringsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Names a piece of SQL reads or writes as a table: after FROM (each of a comma list), JOIN, INTO, UPDATE, ... */
function tableNamesIn(sql: string): string[] {
  const names: string[] = [];
  const item = `(?:only\\s+)?(?:public\\.)?${NAME}(?:\\s+(?:as\\s+)?${NAME})?`;
  for (const m of sql.matchAll(new RegExp(`\\bfrom\\s+(${item}(?:\\s*,\\s*${item})*)`, 'gi'))) {
    for (const part of m[1]!.split(',')) names.push(part.trim().replace(/^only\s+/i, '').replace(/^public\./i, '').split(/\s+/)[0]!);
  }
  const single = [
    'join',
    'into',
    'update',
    'lock\\s+table',
    'lock',
    'truncate\\s+table',
    'truncate',
    'alter\\s+table',
    'references',
    'copy',
    'table',
  ];
  for (const keyword of single) {
    for (const m of sql.matchAll(new RegExp(`\\b${keyword}\\s+(?:only\\s+)?(?:if\\s+exists\\s+)?(?:public\\.)?(${NAME})\\b`, 'gi'))) names.push(m[1]!);
  }
  return names.map((n) => n.toLowerCase());
}

/** Which module a file belongs to: `modules/<name>/...`, or the folder it is in under src (`.` at the top). */
function placeOf(path: string): { module?: string; folder: string } {
  const [first, second] = relative(SRC, path).split(/[\\/]/);
  if (first === 'modules') return { module: second, folder: `modules/${second}` };
  return { folder: second === undefined ? '.' : first! };
}

/** Every (file, table) where a file names in SQL a table its module does not own. */
function crossings(tables: Set<string>): string[] {
  const found = new Set<string>();
  for (const path of sourceFiles(SRC)) {
    const { module, folder } = placeOf(path);
    if (module === undefined && MAY_TOUCH_ANY.includes(folder)) continue;
    for (const text of stringsOf(path)) {
      for (const table of tableNamesIn(text)) {
        if (!tables.has(table) || OWNER[table] === module) continue;
        found.add(`${relative(SRC, path)}: ${table} (owned by ${OWNER[table]})`);
      }
    }
  }
  return [...found].sort();
}

const TABLES = tablesOfMigrations();

it('finds the tables of the migrations', () => {
  expect(TABLES.length).toBeGreaterThan(20);
  expect(TABLES).toEqual(expect.arrayContaining(['users', 'goods', 'orders', 'ledger_transfers']));
  // 002 replaced rate_limits: a dropped table is no longer anyone's.
  expect(TABLES).not.toContain('rate_limits');
});

it('has an owner, an existing module, for every table, and names no table the migrations do not have', () => {
  const modules = new Set(readdirSync(join(SRC, 'modules')));
  expect(TABLES.filter((t) => OWNER[t] === undefined)).toEqual([]);
  expect(Object.keys(OWNER).filter((t) => !TABLES.includes(t))).toEqual([]);
  expect(Object.entries(OWNER).filter(([, m]) => !modules.has(m))).toEqual([]);
});

it('reads the SQL names a statement uses as tables', () => {
  expect(tableNamesIn('SELECT o.*, g.title_en FROM orders o JOIN goods g ON g.id = o.goods_id')).toEqual(['orders', 'goods']);
  expect(tableNamesIn('select 1 from orders o, goods as g where x')).toEqual(expect.arrayContaining(['orders', 'goods']));
  expect(tableNamesIn('INSERT INTO messages (a) SELECT * FROM unnest($1::int[])')).toEqual(expect.arrayContaining(['messages']));
  expect(tableNamesIn('UPDATE goods SET stock = 1')).toEqual(['goods']);
  expect(tableNamesIn('DELETE FROM user_tokens WHERE x')).toContain('user_tokens');
  expect(tableNamesIn('LOCK TABLE users IN SHARE MODE')).toContain('users');
  expect(tableNamesIn("extract(epoch FROM now()) -- the users' tokens")).not.toContain('users');
});

it('keeps each table to its module: no other module, nor the HTTP layer or the command line, names it in SQL', () => {
  expect(crossings(new Set(TABLES))).toEqual([]);
});
