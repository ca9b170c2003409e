// The operator console (/admin/): a second entry of the shell's build with a page, a store and a session of its
// own. remotes.json is asked for first, in parallel with the app's start (the console lists each remote's pages).
import { loadConsoleRegistry } from './common/consoleRegistry';
import { mount } from './bootstrap';

loadConsoleRegistry().catch(() => undefined);
mount(document.getElementById('root')!);
