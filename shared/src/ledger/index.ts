import type { IntlShape } from 'react-intl';
import type { MoneyLogEntry } from '../contract/bank';
import type { Catalogs } from '../i18n/localeSlice';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/**
 * The ledger's words, one translation of each transfer kind and reference (the contract's TRANSFER_KINDS and
 * TRANSFER_REFS), for every page that shows a statement line: the customer's capital page, the bank's console
 * statement and the console's customer page add these catalogs to their own. An entry point of its own, so the
 * shop's start-up carries none of it.
 */
export const ledgerCatalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** A transfer kind in the reader's language; a code this build does not know yet is shown as it is. */
export function transferKindLabel(intl: IntlShape, kind: string): string {
  const id = `ledger.kind.${kind}`;
  return id in intl.messages ? intl.formatMessage({ id }) : kind;
}

/** What a line belongs to ("Deposit #12"); a reference this build does not know is shown as its code. */
export function transferRefLabel(intl: IntlShape, entry: Pick<MoneyLogEntry, 'ref_type' | 'ref_id'>): string {
  if (!entry.ref_type) return '';
  const id = `ledger.ref.${entry.ref_type}`;
  const name = id in intl.messages ? intl.formatMessage({ id }) : entry.ref_type;
  return entry.ref_id ? `${name} #${entry.ref_id}` : name;
}

/** A page's own catalogs with the ledger's words added. */
export const withLedgerWords = (own: Catalogs): Catalogs => ({
  'en-us': { ...own['en-us'], ...enUs },
  'zh-tw': { ...own['zh-tw'], ...zhTw },
});

/** The message id of a kind, for a filter's option (its label is a message id). */
export const transferKindId = (kind: string) => `ledger.kind.${kind}`;
