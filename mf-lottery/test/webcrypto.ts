import { webcrypto } from 'node:crypto';

// jsdom has no Web Crypto (crypto.subtle); the browser and Node have the same one, so the verify page runs on Node's.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
