import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import DepositLogsPage from './DepositLogsPage';

it('lists deposits with channel, reference, status and the reason of a rejection', async () => {
  mockApi({
    '/api/user/rechargelist': () => ({
      data: {
        list: [
          { id: 2, channel_id: 1, channel_name: '銀行轉帳', amount: '1000.00', reference: 'R-9', status: 2, reason: '查無款項', createtime: 1_700_000_000, reviewtime: 1_700_000_100 },
          { id: 1, channel_id: 1, channel_name: '銀行轉帳', amount: '500.00', reference: '', status: 3, reason: '', createtime: 1_700_000_000, reviewtime: 0 },
        ],
        total: 2,
        page: 1,
      },
    }),
  });
  renderWithProviders(<DepositLogsPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang: 'zh-tw' });
  expect(await screen.findByText('1,000.00')).toBeTruthy();
  expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(['已駁回', '未知']);
  expect(screen.getByText('原因：查無款項')).toBeTruthy();
  expect(screen.getByText('備註編號：R-9')).toBeTruthy();
  expect(screen.getByText('已顯示全部 2 筆紀錄')).toBeTruthy();
});
