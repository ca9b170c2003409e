/**
 * Money as integer cents (bigint), parsed from and written back to the decimal strings the API uses. Amounts
 * never pass through a float: a typed "0.1" is 10n cents, not 0.1 of anything.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/** "100", "100.5", "-5.00", "+12.34" → cents; anything else (blank, "1e3", "1.234") → null. */
export function toCents(text: string | null | undefined): bigint | null {
  const match = DECIMAL.exec((text ?? '').trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents → the API's decimal string with two decimals: 12345n → "123.45", -5n → "-0.05". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * A percentage of an amount, rounded to the cent half up (away from zero): feeCents(10001n, "1.5") is 150n
 * (150.015 cents → 150), feeCents(10010n, "1.5") is 150n, feeCents(30n, "5") is 2n (1.5 → 2). The rate is a
 * decimal string in percent, as the API sends it ("1.00" means 1 %); null when it is not a decimal.
 */
export function percentOfCents(cents: bigint, percent: string): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(percent.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  // rate = numerator / 10^digits percent, so the share is cents × numerator / (100 × 10^digits).
  const numerator = BigInt(whole! + fraction);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const share = (abs * numerator * 2n + denominator) / (denominator * 2n);
  return negative ? -share : share;
}
