// Each suite opens a fresh database: PGlite starts a WASM Postgres, 1-5 s on a busy 2-core machine.
jest.setTimeout(30_000);
