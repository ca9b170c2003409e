import { createHash, createHmac, webcrypto } from 'node:crypto';
import { oddsOf, wins, winningThrows } from './bets';
import { commitmentOf, diceFor, verifyDraw } from './draw';

// jsdom has no Web Crypto; the browser and Node have the same one.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const seed = 'a3'.repeat(32);

describe('the draw', () => {
  it('commits with sha256 of the seed bytes, as Node computes it by hand', async () => {
    expect(await commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('maps the seed to dice by HMAC bytes below 252, the same by hand', async () => {
    const bytes = createHmac('sha256', Buffer.from(seed, 'hex')).update('7:123:0').digest();
    const byHand = [...bytes].filter((b) => b < 252).slice(0, 3).map((b) => (b % 6) + 1);
    expect(await diceFor(seed, 7, 123)).toEqual(byHand);
  });

  it('gives each face its share over many seeds (chi-square within bounds)', async () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const s = createHash('sha256').update(`seed ${i}`).digest('hex');
      for (const d of await diceFor(s, 1, i)) counts[d - 1]! += 1;
    }
    const expected = 12000 / 6;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: above 20.5 happens by chance once in a thousand runs.
    expect(chi2).toBeLessThan(20.5);
  });

  it('fails verification when the seed or the dice were changed', async () => {
    const commitment = await commitmentOf(seed);
    const dice = await diceFor(seed, 1, 5);
    expect(await verifyDraw({ seed, commitment, dice, gameId: 1, periodNo: 5 })).toMatchObject({ seedMatches: true, diceMatch: true });
    const tampered = 'a4' + seed.slice(2);
    expect((await verifyDraw({ seed: tampered, commitment, dice, gameId: 1, periodNo: 5 })).seedMatches).toBe(false);
    const other = dice.map((d) => (d % 6) + 1);
    expect((await verifyDraw({ seed, commitment, dice: other, gameId: 1, periodNo: 5 })).diceMatch).toBe(false);
  });
});

describe('bet types', () => {
  it('counts the winning throws exactly and computes the house edge from the payout', () => {
    expect(winningThrows('big')).toBe(105);
    expect(winningThrows('triple_any')).toBe(6);
    expect(winningThrows('sum_10')).toBe(27);
    expect(winningThrows('nonsense')).toBe(0);
    expect(wins('small', [1, 2, 3])).toBe(true);
    expect(wins('small', [2, 2, 2])).toBe(false);
    expect(oddsOf('big', 195)).toEqual({ chance: '48.61', houseEdge: '5.21' });
  });
});
