import { asString, download, generateCsv, mkConfig, type ConfigOptions } from 'export-to-csv';
import type { MoneyLogEntry } from '@snapmall/shared/contract';

export interface StatementCsvText {
  /** Column headers in the user's language. */
  headers: { time: string; kind: string; amount: string; balance: string; reference: string; memo: string };
  kind: (code: string) => string;
  reference: (entry: MoneyLogEntry) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time a spreadsheet reads as one: "2026-11-22 21:05:09". */
export function csvTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Text a spreadsheet must not run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe; a memo or
 * a deposit reference is typed by people, so it can hold one.
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A signed amount as a number a spreadsheet sums: "+100.00" → "100.00", "-5.00" stays; anything else is text. */
export function csvAmount(amount: string): string {
  const match = /^([+-]?)(\d+\.\d{2})$/.exec(amount);
  return match ? `${match[1] === '-' ? '-' : ''}${match[2]}` : safeText(amount);
}

/** The statement's rows as CSV cells, in the order the page lists them. */
export function statementRows(entries: MoneyLogEntry[], text: StatementCsvText) {
  return entries.map((e) => ({
    time: csvTime(e.createtime),
    kind: safeText(text.kind(e.kind)),
    amount: csvAmount(e.amount),
    balance: csvAmount(e.balance),
    reference: safeText(text.reference(e)),
    memo: safeText(e.memo),
  }));
}

function config(text: StatementCsvText, filename: string): ConfigOptions {
  return mkConfig({
    filename,
    // A byte-order mark, so a spreadsheet reads the Chinese headers and memos as UTF-8.
    useBom: true,
    columnHeaders: (Object.keys(text.headers) as (keyof StatementCsvText['headers'])[]).map((key) => ({ key, displayLabel: text.headers[key] })),
  });
}

/** The whole CSV file as text. */
export function statementCsv(entries: MoneyLogEntry[], text: StatementCsvText): string {
  return asString(generateCsv(config(text, 'statement'))(statementRows(entries, text)));
}

/** Saves the statement as a .csv file in the browser. */
export function downloadStatement(entries: MoneyLogEntry[], text: StatementCsvText, filename: string) {
  const c = config(text, filename);
  download(c)(generateCsv(c)(statementRows(entries, text)));
}
