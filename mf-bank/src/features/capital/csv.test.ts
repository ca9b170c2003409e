import type { MoneyLogEntry, TransferKind, TransferRef } from '@snapmall/shared/contract';
import { csvAmount, csvTime, safeText, statementCsv, statementRows, type StatementCsvText } from './csv';

const at = (y: number, mo: number, d: number, h: number, mi: number, s: number) => new Date(y, mo - 1, d, h, mi, s).getTime() / 1000;

const entries: MoneyLogEntry[] = [
  { id: 3, kind: 'withdraw_hold', amount: '-200.00', balance: '800.00', ref_type: 'withdrawal', ref_id: 7, memo: '', createtime: at(2026, 11, 22, 21, 5, 9) },
  { id: 2, kind: 'deposit', amount: '+1000.00', balance: '1000.00', ref_type: 'deposit', ref_id: 4, memo: '=HYPERLINK("http://x")', createtime: at(2026, 11, 2, 8, 0, 0) },
  // A kind and a reference this build has no words for (a newer server's): shown as their codes.
  { id: 1, kind: 'bonus_new' as TransferKind, amount: '+0.50', balance: '0.50', ref_type: '' as TransferRef, ref_id: 0, memo: 'Say "hi", ok', createtime: at(2026, 1, 1, 0, 0, 0) },
];

const text: StatementCsvText = {
  headers: { time: 'Time', kind: 'Type', amount: 'Amount', balance: 'Balance', reference: 'Reference', memo: 'Note' },
  kind: (code) => ({ deposit: 'Deposit', withdraw_hold: 'Withdrawal held' })[code] ?? code,
  reference: (e) => (e.ref_type ? `${e.ref_type} #${e.ref_id}` : ''),
};

it('writes local times a spreadsheet reads', () => {
  expect(csvTime(at(2026, 11, 22, 21, 5, 9))).toBe('2026-11-22 21:05:09');
});

it('keeps amounts as numbers and defuses formulas in text', () => {
  expect(csvAmount('+1000.00')).toBe('1000.00');
  expect(csvAmount('-200.00')).toBe('-200.00');
  expect(csvAmount('-=1+1')).toBe("'-=1+1");
  expect(safeText('=SUM(A1)')).toBe("'=SUM(A1)");
  expect(safeText('@cmd')).toBe("'@cmd");
  expect(safeText('+1')).toBe("'+1");
  expect(safeText('Deposit #4')).toBe('Deposit #4');
});

it('makes one row per entry, in the order given, with kinds and references translated', () => {
  expect(statementRows(entries, text)).toEqual([
    { time: '2026-11-22 21:05:09', kind: 'Withdrawal held', amount: '-200.00', balance: '800.00', reference: 'withdrawal #7', memo: '' },
    { time: '2026-11-02 08:00:00', kind: 'Deposit', amount: '1000.00', balance: '1000.00', reference: 'deposit #4', memo: '\'=HYPERLINK("http://x")' },
    { time: '2026-01-01 00:00:00', kind: 'bonus_new', amount: '0.50', balance: '0.50', reference: '', memo: 'Say "hi", ok' },
  ]);
});

it('writes a UTF-8 CSV with a BOM, translated headers and quoted cells', () => {
  const csv = statementCsv(entries, { ...text, headers: { ...text.headers, time: '時間' } });
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('"時間","Type","Amount","Balance","Reference","Note"');
  expect(lines[1]).toBe('"2026-11-22 21:05:09","Withdrawal held","-200.00","800.00","withdrawal #7",""');
  expect(lines[2]).toBe('"2026-11-02 08:00:00","Deposit","1000.00","1000.00","deposit #4","\'=HYPERLINK(""http://x"")"');
  expect(lines[3]).toBe('"2026-01-01 00:00:00","bonus_new","0.50","0.50","","Say ""hi"", ok"');
});
