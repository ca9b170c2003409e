import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import RegisterPage from './RegisterPage';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('shows every prompt for an empty form and sends nothing', async () => {
  renderWithProviders(<RegisterPage query={{}} />, { catalogs: { mf_account: messages } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Please enter username')).toBeTruthy();
  expect(screen.getByText('Please enter password')).toBeTruthy();
  expect(screen.getByText('Please re-enter password')).toBeTruthy();
  expect(screen.getByText('Please enter your real name')).toBeTruthy();
  expect(screen.getByText('Please enter mobile number')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('explains mismatched passwords and a bad mobile number, in Traditional Chinese too', async () => {
  renderWithProviders(<RegisterPage query={{}} />, { catalogs: { mf_account: messages }, lang: 'zh-tw' });
  fill('用戶名', 'ada_1');
  fill('密碼', 'secret123');
  fill('確認密碼', 'secret124');
  fill('真實姓名', 'Ada');
  fill('手機號碼', '12345');
  fireEvent.click(screen.getByRole('button', { name: '註冊' }));
  expect(await screen.findByText('兩次輸入的密碼不一致')).toBeTruthy();
  expect(screen.getByText('請輸入6-19位數字')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends the FastAdmin field names, with the referrer from the invite link', async () => {
  fetchMock.mockResolvedValue({ status: 200, text: async () => JSON.stringify({ code: 0, msg: 'This username is already taken', data: null }) });
  renderWithProviders(<RegisterPage query={{ invite: 'ABCD2345' }} />, { catalogs: { mf_account: messages } });
  fill('Username', 'ada_1');
  fill('Password', 'secret123');
  fill('Re-enter password', 'secret123');
  fill('Real name', ' Ada Lovelace ');
  fill('Mobile number', '0912345678');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await new Promise((r) => setTimeout(r, 0));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const body = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
  expect(body).toEqual({
    username: 'ada_1',
    password: 'secret123',
    repassword: 'secret123',
    realname: 'Ada Lovelace',
    mobile: '0912345678',
    invite_code: 'ABCD2345',
    lang: 'en-us',
  });
});
