/**
 * The bet types of the three-dice game and whether a throw wins each: one definition for the server's
 * settlement and the page's odds. Chances are exact, counted over the 216 equally likely throws.
 */
export type Throw = readonly number[];

const sum = (dice: Throw) => dice.reduce((a, b) => a + b, 0);
const isTriple = (dice: Throw) => dice.every((d) => d === dice[0]);

/** Whether the throw wins the bet type; unknown codes never win (and are refused before a bet is taken). */
export function wins(code: string, dice: Throw): boolean {
  const total = sum(dice);
  switch (code) {
    case 'big':
      return total >= 11 && !isTriple(dice);
    case 'small':
      return total <= 10 && !isTriple(dice);
    case 'odd':
      return total % 2 === 1 && !isTriple(dice);
    case 'even':
      return total % 2 === 0 && !isTriple(dice);
    case 'triple_any':
      return isTriple(dice);
  }
  const sumMatch = /^sum_(\d{1,2})$/.exec(code);
  if (sumMatch) return total === Number(sumMatch[1]);
  const tripleMatch = /^triple_([1-6])$/.exec(code);
  if (tripleMatch) return isTriple(dice) && dice[0] === Number(tripleMatch[1]);
  return false;
}

const ALL_THROWS: Throw[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL_THROWS.push([a, b, c]);

/** The number of the 216 throws that win: the chance is this / 216. */
export const winningThrows = (code: string) => ALL_THROWS.filter((t) => wins(code, t)).length;

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
