import { createHash, randomBytes } from 'node:crypto';

/** Periods a chain covers (a day of one-minute periods), and how far ahead of the open period seeds must exist. */
export const CHAIN_LENGTH = 1440;
export const LOOKAHEAD_PERIODS = 60;

export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/**
 * A hash chain of seeds for consecutive periods: the last is random, each earlier one is the sha256 of the next,
 * and the commitment is the sha256 of the first. Publishing the commitment fixes every seed of the chain, and
 * revealing a period's seed lets anyone check it against the previous period's (or the commitment).
 */
export function makeChain(length = CHAIN_LENGTH): { seeds: string[]; commitment: string } {
  const seeds = new Array<string>(length);
  seeds[length - 1] = randomBytes(32).toString('hex');
  for (let i = length - 1; i > 0; i--) seeds[i - 1] = sha256Hex(seeds[i]!);
  return { seeds, commitment: sha256Hex(seeds[0]!) };
}
