import { mountStandalone } from '@snapmall/shared/harness';
import { startMock } from '@snapmall/shared/mock/browser';
import '@snapmall/shared/theme.css';
import * as remote from '../routes';
import { lotteryMock } from './remote';

/**
 * QA's mock build (`npm run mock`, `--env mock`): the lottery's shop pages in the harness with Mock Service Worker
 * answering every /api call from this mock, no server. The worker starts before the pages, so their first call is answered.
 */
void startMock(lotteryMock).then((mock) => mountStandalone(remote, document.getElementById('root')!, mock));
