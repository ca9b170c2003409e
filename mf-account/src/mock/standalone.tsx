import { mountStandalone } from '@snapmall/shared/harness';
import { startMock } from '@snapmall/shared/mock/browser';
import '@snapmall/shared/theme.css';
import * as remote from '../routes';
import { accountMock } from './remote';

/**
 * QA's mock build (`npm run mock`, `--env mock`): the account pages in the harness with Mock Service Worker
 * answering every /api call from this mock, no server. The worker starts before the pages, so their first call is answered.
 */
void startMock(accountMock).then((mock) => mountStandalone(remote, document.getElementById('root')!, mock));
