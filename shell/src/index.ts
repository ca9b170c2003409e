// The shell's build has no federation in it (the runtime is a lazy chunk, see federation/federation.ts), so nothing
// needs negotiating before the app runs: no async boundary, no round trip before the first render. remotes.json
// is asked for first, in parallel with the app's start.
import { mount } from './bootstrap';
import { startRemotes } from './remotes/startup';
import { startVitals } from './remotes/vitals/start';

startRemotes();
mount(document.getElementById('root')!);
startVitals();
