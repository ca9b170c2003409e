import type { PageOf } from '../../contract/bank';
import { collectRows, csvTable, safeCell } from './csv';
import type { AdminColumn, ListRequest } from './types';

/** A server of `total` rows (ids 1..total), `has_more` set when it stops counting at `counted`. */
function server(total: number, counted = total) {
  const bodies: ListRequest[] = [];
  const fetchPage = jest.fn(async (body: ListRequest): Promise<PageOf<{ id: number }>> => {
    bodies.push(body);
    const page = Number(body.page);
    const limit = Number(body.limit);
    const from = (page - 1) * limit;
    const list = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({ id: from + i + 1 }));
    return { list, page, total: Math.min(total, counted), ...(counted < total ? { has_more: true as const } : {}) };
  });
  return { fetchPage, bodies };
}

describe('CSV export of the whole filtered list', () => {
  it('walks the pages from the first, 100 rows at a time, with the filters, until the rows run out', async () => {
    const { fetchPage, bodies } = server(250);
    const progress: number[] = [];
    const { rows, truncated } = await collectRows(fetchPage, { page: 4, limit: 20, status: 0, sort: 'amount' }, (n) => progress.push(n));
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(truncated).toBe(false);
    expect(bodies).toEqual([1, 2, 3].map((page) => ({ page, limit: 100, status: 0, sort: 'amount' })));
    expect(progress).toEqual([100, 200, 250]);
  });

  it('goes on past a capped count while the server says there are more', async () => {
    const { fetchPage } = server(430, 200);
    expect((await collectRows(fetchPage, {})).rows).toHaveLength(430);
  });

  it('stops at the cap and says more rows matched', async () => {
    const { fetchPage } = server(1_000);
    const { rows, truncated } = await collectRows(fetchPage, {}, undefined, 300);
    expect(rows).toHaveLength(300);
    expect(truncated).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect((await collectRows(server(300).fetchPage, {}, undefined, 300)).truncated).toBe(false);
  });

  it("makes the file's cells: the exported columns, headed in the operator's language, formulas defused", () => {
    interface Row {
      id: number;
      name: string;
      amount: string;
    }
    const columns: AdminColumn<Row>[] = [
      { id: 'id', title: 'col.id', render: (r) => r.id, csv: (r) => r.id },
      { id: 'name', title: 'col.name', render: (r) => r.name, csv: (r) => r.name },
      { id: 'actions', title: 'col.actions', render: () => 'x' },
      { id: 'amount', title: 'col.amount', render: (r) => r.amount, csv: (r) => r.amount },
    ];
    const table = csvTable(columns, [{ id: 1, name: '=HYPERLINK("x")', amount: '-5.00' }, { id: 2, name: '王小明', amount: '+100.00' }], (id) => id.toUpperCase());
    expect(table.headers).toEqual([
      { key: 'id', displayLabel: 'COL.ID' },
      { key: 'name', displayLabel: 'COL.NAME' },
      { key: 'amount', displayLabel: 'COL.AMOUNT' },
    ]);
    expect(table.rows).toEqual([
      { id: 1, name: '\'=HYPERLINK("x")', amount: '-5.00' },
      { id: 2, name: '王小明', amount: '100.00' },
    ]);
    // A column of names in both languages gives two cells, each titled with its language.
    const names: AdminColumn<{ en: string; zh: string }>[] = [{ id: 'name', title: 'col.name', render: () => 'x', csvNames: (r) => r }];
    const both = csvTable(names, [{ en: 'Tea', zh: '茶' }], (id, values) => (values ? `${id}:${values.title}` : id.toUpperCase()));
    expect(both.headers).toEqual([
      { key: 'name_en', displayLabel: 'adminKit.csv.inEnglish:COL.NAME' },
      { key: 'name_zh', displayLabel: 'adminKit.csv.inChinese:COL.NAME' },
    ]);
    expect(both.rows).toEqual([{ name_en: 'Tea', name_zh: '茶' }]);
    expect([safeCell('@cmd'), safeCell('-x'), safeCell('+1'), safeCell('12.5'), safeCell(7)]).toEqual(["'@cmd", "'-x", '1', '12.5', 7]);
  });
});
