import { mountStandalone } from '@snapmall/shared/harness';
import { startMock } from '@snapmall/shared/mock/browser';
import '@snapmall/shared/theme.css';
import * as remote from '../routes';
import { shoppingMock } from './remote';

/**
 * QA's mock build (`npm run mock`, `--env mock`): the shop's pages in the harness with Mock Service Worker answering
 * every /api call from this mock, no server. The worker starts before the pages, so their first call is answered.
 */
void startMock(shoppingMock).then((mock) => mountStandalone(remote, document.getElementById('root')!, mock));
