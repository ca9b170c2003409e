import { mountStandalone } from '@snapmall/shared/harness';
import '@snapmall/shared/theme.css';
import * as remote from './routes';

/** QA runs this remote on its own: its pages in the shared harness, with a store of their own. */
mountStandalone(remote, document.getElementById('root')!);
