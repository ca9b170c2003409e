/**
 * Money in the mock as the server keeps it: whole cents (numbers here: JSON keeps the state, and fixtures stay far
 * below 2^53), shown as decimal strings with two places. The same rules as server/src/money.ts.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "100", "100.5", "100.50" → cents; the contract's pattern has already refused anything else. */
export function parseCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A fee in basis points, rounded to the cent half up (server/src/money.ts feeOf). */
export const feeOf = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5_000) / 10_000);

/** Masked but for the last 4 digits, as the customer's answers show a card. */
export const maskCardNo = (cardNo: string) => '*'.repeat(Math.max(0, cardNo.length - 4)) + cardNo.slice(-4);
