import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey authenticator for the tests: real ES256 keys (node:crypto), a real attestation object (CBOR,
 * fmt "none") and real assertions, so @simplewebauthn/server verifies them exactly as it verifies a phone's.
 * `tamper` options let a test forge what an attacker would.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The few CBOR kinds a COSE key and an attestation object use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64u = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string };
}
export interface RequestOptionsLike {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(readonly origin: string) {}

  get id(): string {
    return b64u(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create()'s answer (as @simplewebauthn/browser sends it) to these options. */
  register(options: RegistrationOptionsLike, tamper: { origin?: string; challenge?: string; rpId?: string; noUserVerification?: boolean } = {}) {
    const rpId = tamper.rpId ?? options.rp.id!;
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    // User present (0x01), verified (0x04) unless a test says not, attested credential data (0x40).
    const flags = 0x01 | (tamper.noUserVerification ? 0 : 0x04) | 0x40;
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', this.authData(rpId, flags, attested)]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientData), attestationObject: b64u(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get()'s answer to these options: a signature over authData and the client data's hash. */
  assert(options: RequestOptionsLike, tamper: { origin?: string; challenge?: string; rpId?: string; signWith?: SoftAuthenticator } = {}) {
    this.counter += 1;
    const rpId = tamper.rpId ?? options.rpId!;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false }));
    const authData = this.authData(rpId, 0x05);
    const signer = tamper.signWith ?? this;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), signer.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
    };
  }
}
