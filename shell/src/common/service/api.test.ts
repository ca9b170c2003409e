import { makeStore } from '@snapmall/shared';
import { mockApi } from '@snapmall/shared/test-utils';
import { serviceApi } from './api';

/** What the server holds is checked again here: a bad address never becomes a link on any page. */
it('drops customer-service addresses that are not contact links, from a list or a single url', async () => {
  const answer = async (data: unknown) => {
    mockApi({ '/api/common/customer': () => ({ data }) });
    const store = makeStore();
    const result = await store.dispatch(serviceApi.endpoints.customer.initiate());
    return result.data;
  };
  const list = [
    { name: 'Chat', url: 'https://support.example/chat' },
    { name: 'Bad', url: 'javascript:alert(1)' },
    { name: 'Other host', url: '//evil.example' },
    { name: 'Mail', url: 'mailto:help@snapmall.example' },
  ];
  expect((await answer(list))?.map((e) => e.name)).toEqual(['Chat', 'Mail']);
  expect(await answer({ url: 'data:text/html,x' })).toEqual([]);
  expect(await answer('https://support.example')).toEqual([{ name: '', url: 'https://support.example' }]);
});
