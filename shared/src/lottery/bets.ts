/**
 * The bet types of the three-dice game and whether a throw wins each: one definition for the server's
 * settlement and the page's odds. Chances are exact, counted over the 216 equally likely throws.
 */
export type Throw = readonly number[];

const sum = (dice: Throw) => dice.reduce((a, b) => a + b, 0);
const isTriple = (dice: Throw) => dice.every((d) => d === dice[0]);

type Wins = (dice: Throw) => boolean;
const SIMPLE: Record<string, Wins> = {
  big: (dice) => sum(dice) >= 11 && !isTriple(dice),
  small: (dice) => sum(dice) <= 10 && !isTriple(dice),
  odd: (dice) => sum(dice) % 2 === 1 && !isTriple(dice),
  even: (dice) => sum(dice) % 2 === 0 && !isTriple(dice),
  triple_any: isTriple,
};

/** A bet type's test of a throw, read from its code once (not per throw: the odds table asks of all 216). */
function winsOf(code: string): Wins | undefined {
  if (Object.hasOwn(SIMPLE, code)) return SIMPLE[code];
  const sumMatch = /^sum_(\d{1,2})$/.exec(code);
  if (sumMatch) return (dice) => sum(dice) === Number(sumMatch[1]);
  const tripleMatch = /^triple_([1-6])$/.exec(code);
  if (tripleMatch) return (dice) => isTriple(dice) && dice[0] === Number(tripleMatch[1]);
  return undefined;
}

/** Whether the throw wins the bet type; unknown codes never win (and are refused before a bet is taken). */
export function wins(code: string, dice: Throw): boolean {
  return winsOf(code)?.(dice) ?? false;
}

const ALL_THROWS: Throw[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL_THROWS.push([a, b, c]);

/** Counted once per code: a page of odds and every bet's check ask again and again. */
const winning = new Map<string, number>();

/** The number of the 216 throws that win: the chance is this / 216. */
export function winningThrows(code: string): number {
  let n = winning.get(code);
  if (n === undefined) {
    const test = winsOf(code);
    n = test ? ALL_THROWS.filter(test).length : 0;
    // Unknown codes are anyone's input: only the known ones (at most 25) are kept.
    if (test) winning.set(code, n);
  }
  return n;
}

/** Known codes: the five simple ones, sums 4–17, and the six specific triples. */
export function isBetType(code: string): boolean {
  return winningThrows(code) > 0;
}

/**
 * Chance in percent and house edge in percent (1 − chance × payout) from a payout multiplier given in
 * hundredths ("1.95" → 195), both with two decimals.
 */
export function oddsOf(code: string, payoutHundredths: number): { chance: string; houseEdge: string } {
  const n = winningThrows(code);
  const chance = (n / 216) * 100;
  const edge = (1 - (n * payoutHundredths) / (216 * 100)) * 100;
  return { chance: chance.toFixed(2), houseEdge: edge.toFixed(2) };
}
