import { formatMoney, fromCents, toCents } from '@snapmall/shared';
import type { MoneyLogEntry } from '@snapmall/shared/contract';

/**
 * The balance after each entry, oldest first, as chart series: x in unix seconds, y in whole cents (exact as a
 * number far beyond any balance), so the chart draws money without turning it into fractions of a unit.
 */
export function balanceSeries(rows: MoneyLogEntry[]): [number[], number[]] {
  const points = rows
    .map((r) => ({ id: r.id, x: r.createtime, cents: toCents(r.balance) }))
    .filter((p): p is { id: number; x: number; cents: bigint } => p.cents !== null)
    .sort((a, b) => a.x - b.x || a.id - b.id);
  return [points.map((p) => p.x), points.map((p) => Number(p.cents))];
}

/** Axis labels for cents: whole units when every tick is one ("1,200"), else with cents ("1,200.50"). */
export function centsTicks(values: number[], locale?: string): string[] {
  const whole = values.every((v) => Math.round(v) % 100 === 0);
  return values.map((v) => {
    const text = formatMoney(fromCents(BigInt(Math.round(v))), locale);
    return whole ? text.slice(0, -3) : text;
  });
}
