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
