import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage } from '../common/testing';
import { OperatorBox } from './OperatorBox';

it('logging out asks the server to end the session before the console forgets the token', async () => {
  const { bodies } = mockApi({ '/api/admin/logout': () => ({ data: null }) });
  renderConsolePage(<OperatorBox />, '/sessions', { roles: ['finance'] });
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await act(async () => undefined);
  expect(bodies('/api/admin/logout')).toHaveLength(1);
  expect(screen.getByTestId('where').textContent).toBe('/');
});
