import { TRANSFER_KINDS, TRANSFER_REFS } from '../contract/ledger';
import en from './messages/en-us.json';
import zh from './messages/zh-tw.json';

/**
 * A kind the server adds must be added to the contract (the server's transfers are typed by it), and then it has
 * no words until this passes: every kind and reference named once, in both languages, nothing else.
 */
it('has one word for every transfer kind and reference of the contract, in both languages, and no other', () => {
  const expected = [...TRANSFER_KINDS.map((k) => `ledger.kind.${k}`), ...TRANSFER_REFS.map((r) => `ledger.ref.${r}`)].sort();
  for (const catalog of [en, zh]) {
    expect(Object.keys(catalog).sort()).toEqual(expected);
    expect(Object.values(catalog).filter((word) => word.trim() === '')).toEqual([]);
  }
});
