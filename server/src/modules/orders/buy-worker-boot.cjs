// A worker thread does not inherit the loader the server runs TypeScript with: register tsx's CommonJS hook here
// (the server's modules are CommonJS, see __dirname in config.ts), then load the engine (buy-worker.ts).
require('tsx/cjs/api').register();
require('./buy-worker.ts');
