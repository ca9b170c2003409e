// The shop's first script, an entry of its own that main.js depends on (the preset, preset/index.js): a few KB that run as
// soon as they arrive, while the app's code (main.js, ~145 KB) is still downloading. It only asks the network for
// what the first page will need (remotes/early.ts); the app takes those answers when it runs.
import { startEarly } from './remotes/early';

startEarly();
