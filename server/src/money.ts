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

/** "100", "100.5", "-12.50" → cents. The input has passed a schema pattern: digits, then at most two decimals. */
export function parseCents(text: string): bigint {
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
