/** Integer cents → "1234.56". Money never passes through a float. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Basis points → percent with two decimals: 50 → "0.50" (meaning 0.50 %). */
export function formatBasisPoints(bp: number): string {
  return formatCents(BigInt(bp));
}

const SIGNED_CASH = /^-?\d{1,10}(?:\.\d{1,2})?$/;

/** "100", "100.5", "-12.50" → cents. Anything else ("1.999", "0x10", "12.5.7") is refused, never guessed. */
export function parseCents(text: string): bigint {
  if (!SIGNED_CASH.test(text)) throw new RangeError(`not an amount of money: ${JSON.stringify(text)}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A fee in basis points of an amount, rounded to the cent half up: the one rounding rule for fees. */
export function feeOf(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints) + 5_000n) / 10_000n;
}

/** A card number shown to its owner: masked but for its last 4 digits. */
export function maskCardNo(cardNo: string): string {
  return '*'.repeat(Math.max(0, cardNo.length - 4)) + cardNo.slice(-4);
}
