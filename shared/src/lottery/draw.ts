/**
 * The draw, computed the same way on the server and in the browser (Web Crypto), so anyone can check it.
 *
 * - Commitment: sha256 over the seed's bytes must equal the commitment published before the period opened.
 * - Dice: HMAC-SHA256 keyed with the seed's bytes over the text "<game id>:<period no>:<round>" (round 0, 1, … as
 *   needed) gives bytes; each byte below 252 gives a die (byte mod 6) + 1, bytes 252–255 are skipped. 252 is the
 *   largest multiple of 6 a byte can hold, so every face is exactly equally likely: no modulo bias.
 */
export const DICE = 3;

const subtle = () => globalThis.crypto.subtle;

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error('not lower-case hex');
  return new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
}

export const bytesToHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** sha256 of the seed's bytes, as hex: what the seed must hash to. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return bytesToHex(await subtle().digest('SHA-256', hexToBytes(seedHex)));
}

/** Dice from a seed for a game's period, unbiased (see above). */
export async function diceFor(seedHex: string, gameId: number, periodNo: number, count = DICE): Promise<number[]> {
  const key = await subtle().importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const dice: number[] = [];
  for (let round = 0; dice.length < count; round++) {
    const block = new Uint8Array(await subtle().sign('HMAC', key, new TextEncoder().encode(`${gameId}:${periodNo}:${round}`)));
    for (const byte of block) {
      if (byte < 252 && dice.length < count) dice.push((byte % 6) + 1);
    }
  }
  return dice;
}

export interface DrawCheck {
  /** The seed hashes to the published commitment. */
  seedMatches: boolean;
  /** The dice recomputed from the seed, and whether they are the ones announced. */
  dice: number[];
  diceMatch: boolean;
}

export async function verifyDraw(d: { seed: string; commitment: string; dice: number[]; gameId: number; periodNo: number }): Promise<DrawCheck> {
  const [hash, dice] = await Promise.all([commitmentOf(d.seed), diceFor(d.seed, d.gameId, d.periodNo)]);
  return { seedMatches: hash === d.commitment, dice, diceMatch: dice.join() === d.dice.join() };
}
