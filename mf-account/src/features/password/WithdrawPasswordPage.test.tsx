import { screen } from '@testing-library/react';
import { loggedIn, makeStore, type UserInfo } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import WithdrawPasswordPage from './WithdrawPasswordPage';

const withUser = (is_paypassword: 0 | 1) => {
  const store = makeStore();
  store.dispatch(loggedIn({ username: 'ada', token: 't', is_paypassword } as UserInfo));
  return store;
};

it('asks only for the new password the first time', () => {
  renderWithProviders(<WithdrawPasswordPage />, { store: withUser(0), catalogs: { mf_account: messages } });
  expect(screen.queryByLabelText('Old withdrawal password')).toBeNull();
  expect(screen.getByLabelText('New withdrawal password')).toBeTruthy();
  expect(screen.getByText('Set the password you will enter for every withdrawal.')).toBeTruthy();
});

it('asks for the old one once a withdrawal password is set', () => {
  renderWithProviders(<WithdrawPasswordPage />, { store: withUser(1), catalogs: { mf_account: messages } });
  expect(screen.getByLabelText('Old withdrawal password')).toBeTruthy();
});
