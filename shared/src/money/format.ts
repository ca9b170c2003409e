/**
 * Formats a money decimal string from the server ("1234.5", "1000000.00") for display with grouping and two
 * decimals, by string arithmetic: money never passes through a float.
 */
export function formatMoney(amount: string | null | undefined, locale = 'en-US'): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((amount ?? '').trim());
  if (!match) return '0.00';
  const [, sign, whole, fraction = ''] = match;
  const grouped = BigInt(whole!).toLocaleString(locale);
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}
