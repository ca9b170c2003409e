import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import BindPage from './BindPage';

const CARD = { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: '************4321', last4: '4321', updatetime: 1_700_000_000 };
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('leads to the withdrawal password page when none is set', () => {
  const api = mockApi({});
  renderWithProviders(<BindPage />, { store: storeWithUser({ is_paypassword: 0 }), catalogs: { mf_bank: messages } });
  expect(screen.getByText('Set a withdrawal password first: binding or changing a bank card needs it.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Set withdrawal password' })).toBeTruthy();
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(api.fetchMock).not.toHaveBeenCalled();
});

it('shows the bound card masked but for its last 4 digits', async () => {
  mockApi({ '/api/withdraw/bankcard': () => ({ data: CARD }) });
  renderWithProviders(<BindPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  expect((await screen.findByTestId('masked-card')).textContent).toBe('•••• •••• •••• 4321');
  expect(screen.getByText('First Bank')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Replace the bank card' })).toBeTruthy();
});

it('says when no card is bound', async () => {
  mockApi({ '/api/withdraw/bankcard': () => ({ data: null }) });
  renderWithProviders(<BindPage />, { store: storeWithUser(), catalogs: { mf_bank: messages }, lang: 'zh-tw' });
  expect(await screen.findByText('尚未綁定銀行卡。')).toBeTruthy();
  expect(screen.getByText('須與註冊的真實姓名 Ada Lovelace 一致（不分大小寫與空格），否則提現會失敗')).toBeTruthy();
});

it('checks the prompts of SPEC §5 before sending: the name, 6-19 digits', async () => {
  const api = mockApi({ '/api/withdraw/bankcard': () => ({ data: null }) });
  renderWithProviders(<BindPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  fireEvent.click(await screen.findByRole('button', { name: 'Bind card' }));
  expect(await screen.findByText('Please enter the English name')).toBeTruthy();
  expect(screen.getByText('Please enter the bank name')).toBeTruthy();
  expect(screen.getByText('Please enter the card number')).toBeTruthy();
  fill('English name', 'Ada Byron');
  fill('Card number', '12345');
  fireEvent.click(screen.getByRole('button', { name: 'Bind card' }));
  expect(await screen.findByText('The name must match your registered real name')).toBeTruthy();
  expect(screen.getAllByText('Please enter 6-19 digits').length).toBeGreaterThan(0);
  expect(api.bodies('/api/withdraw/cardupdate')).toEqual([]);
});

it('binds with the name as typed (case and spaces aside) and shows a refusal', async () => {
  const api = mockApi({
    '/api/withdraw/bankcard': () => ({ data: null }),
    '/api/withdraw/cardupdate': () => ({ code: 0, msg: 'Wrong withdrawal password' }),
  });
  renderWithProviders(<BindPage />, { store: storeWithUser(), catalogs: { mf_bank: messages } });
  fill(await screen.findByLabelText('English name').then(() => 'English name'), ' ADA LOVELACE ');
  fill('Bank name', 'First Bank');
  fill('Card number', '6222 0202 0011 2233');
  fill('Withdrawal password', '999999');
  fireEvent.click(screen.getByRole('button', { name: 'Bind card' }));
  expect(await screen.findByText('Wrong withdrawal password')).toBeTruthy();
  await waitFor(() =>
    expect(api.bodies('/api/withdraw/cardupdate')).toEqual([
      { name: 'ADA LOVELACE', bank_name: 'First Bank', card_no: '6222020200112233', paypassword: '999999', lang: 'en-us', token: 't' },
    ]),
  );
});
