import { commitmentOf, verifyDraw } from '@snapmall/shared/lottery';

export interface CheckInput {
  gameId: number;
  periodNo: number;
  seed: string;
  commitment: string;
  /** The dice announced, if the check should compare them (a pasted seed may come without). */
  dice: number[] | null;
}

export interface CheckOutcome {
  /** sha256 of the seed, computed here. */
  hash: string;
  seedMatches: boolean;
  /** The dice computed here from the seed, the game and the period. */
  dice: number[];
  diceMatch: boolean | null;
  verified: boolean;
}

/** Web Crypto is there only on a secure page (https, or localhost): over plain http the browser cannot check. */
export const canCheck = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/** Hex as the draw uses it: lower case, no spaces. */
export const normalHex = (typed: string) => typed.replace(/\s+/g, '').toLowerCase();
export const isHex = (hex: string, bytes?: number) => /^(?:[0-9a-f]{2})+$/.test(hex) && (bytes === undefined || hex.length === bytes * 2);

/** Dice as typed ("3 5 6", "3,5,6", "356"): three faces 1–6, or null. */
export function diceOf(typed: string): number[] | null {
  const faces = typed.replace(/[\s,]+/g, '');
  return /^[1-6]{3}$/.test(faces) ? [...faces].map(Number) : null;
}

/**
 * Recomputes the draw in this browser with the same shared code the server draws with: sha256(seed) against the
 * commitment published before the period opened, and the dice from HMAC-SHA256(seed, "<game>:<period>:<round>").
 */
export async function checkDraw(input: CheckInput): Promise<CheckOutcome> {
  const [hash, check] = await Promise.all([
    commitmentOf(input.seed),
    verifyDraw({ seed: input.seed, commitment: input.commitment, dice: input.dice ?? [], gameId: input.gameId, periodNo: input.periodNo }),
  ]);
  const diceMatch = input.dice ? check.diceMatch : null;
  return { hash, seedMatches: check.seedMatches, dice: check.dice, diceMatch, verified: check.seedMatches && diceMatch !== false };
}
