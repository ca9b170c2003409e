import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The key does not open the seeds (another shop's key, or a changed one): nothing can be drawn with it. */
export class WrongSeedKey extends Error {}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A seed as stored: AES-256-GCM under a key kept outside the database (seed-key.ts), so reading lottery_seeds tells
 * nothing of the periods to come. Sealed as iv (12 bytes) | tag (16) | ciphertext, bound to its game and period
 * (the additional data), so a sealed seed copied to another period does not open there. Opened only to draw a
 * period, and for the open period's commitment (the sha256 of its seed: the seed of the period before, whose bets
 * are closed).
 */
export class SeedVault {
  private key?: Buffer;

  /** keyOf is called on first use: a command that never touches the lottery needs no key. */
  constructor(private readonly keyOf: () => Buffer) {}

  seal(gameId: number, period: bigint, seedHex: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.theKey(), iv).setAAD(placeOf(gameId, period));
    const sealed = Buffer.concat([cipher.update(Buffer.from(seedHex, 'hex')), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  open(gameId: number, period: bigint, sealed: Buffer): string {
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.theKey(), sealed.subarray(0, IV_BYTES)).setAAD(placeOf(gameId, period));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('hex');
    } catch {
      throw new WrongSeedKey(`The lottery seed key does not open the seed of game ${gameId} period ${period}: it is not the key the seeds were sealed with (LOTTERY_SEED_KEY or its key file)`);
    }
  }

  /** A value that tells keys apart and nothing of them, stored once to refuse a different key before it seals anything. */
  fingerprint(): string {
    return createHmac('sha256', this.theKey()).update('snapmall lottery seed key').digest('hex');
  }

  private theKey(): Buffer {
    this.key ??= this.keyOf();
    return this.key;
  }
}

const placeOf = (gameId: number, period: bigint) => Buffer.from(`${gameId}:${period}`);
