import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminOperator } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide } from '../common/testing';
import OperatorsPage from './OperatorsPage';
import { operatorErrors } from './rules';

const ANA: AdminOperator = { id: 1, username: 'ana', roles: ['owner'], status: 'normal', createtime: 1_764_000_000 };
const BOB: AdminOperator = { id: 2, username: 'bob', roles: ['finance'], status: 'normal', createtime: 1_764_100_000 };
const PASSWORD = 'q7Zr-2xKpW9mLs4e';

type Answer = Parameters<typeof mockApi>[0][string];
function open(onSave: Answer) {
  const operators = [ANA, BOB];
  const api = mockApi({
    '/api/admin/operator/list': () => ({ data: operators }),
    '/api/admin/operator/save': (body) => {
      const answer = onSave(body);
      if (answer !== 'network' && answer.data && !operators.some((o) => o.username === body.username)) {
        operators.push({ id: 3, username: String(body.username), roles: body.roles as AdminOperator['roles'], status: 'normal', createtime: 1_764_200_000 });
      }
      return answer;
    },
  });
  renderConsolePage(<OperatorsPage />, '/operators', { roles: ['owner'] });
  return api;
}
const form = () => within(screen.getByTestId('add-operator'));
const role = (scope: ReturnType<typeof within>, name: RegExp) => scope.getByRole('checkbox', { name });
const add = () => act(async () => fireEvent.click(form().getByRole('button', { name: 'Add and make a password' })));

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('adds an operator with the roles picked and shows the generated password once', async () => {
  const { bodies } = open((body) => ({ data: { id: 3, username: body.username, roles: body.roles, password: PASSWORD } }));
  expect(await screen.findByText('bob')).toBeTruthy();
  fireEvent.change(form().getByLabelText('Username'), { target: { value: ' carol ' } });
  fireEvent.click(role(form(), /^Games/));
  fireEvent.click(role(form(), /^Content/));
  await add();
  // The roles in the console's order, whichever was ticked first.
  expect(bodies('/api/admin/operator/save')).toEqual([{ username: 'carol', roles: ['content', 'games'], lang: 'en-us' }]);
  expect((screen.getByTestId('new-password-value') as HTMLInputElement).value).toBe(PASSWORD);
  expect(screen.getByText('Password for carol')).toBeTruthy();
  const row = (await screen.findByText('carol')).closest('tr')!;
  expect(within(row).getByText('Content, Games')).toBeTruthy();
  // The form is empty again for the next one.
  expect((form().getByLabelText('Username') as HTMLInputElement).value).toBe('');
  expect((role(form(), /^Content/) as HTMLInputElement).checked).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'I have it' }));
  expect(screen.queryByTestId('new-password')).toBeNull();
  expect(document.body.innerHTML).not.toContain(PASSWORD);
});

it('refuses before sending what the server would refuse, or would take as a change to another operator', async () => {
  const { bodies } = open(() => ({ data: { id: 9 } }));
  await screen.findByText('bob');
  fireEvent.change(form().getByLabelText('Username'), { target: { value: 'BOB' } });
  await add();
  expect(form().getByText(/^There is already an operator with this name/)).toBeTruthy();
  expect(form().getByText('Choose at least one role')).toBeTruthy();
  fireEvent.change(form().getByLabelText('Username'), { target: { value: '1x' } });
  await add();
  expect(form().getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  expect(bodies('/api/admin/operator/save')).toHaveLength(0);
  expect(operatorErrors('d.e-f_1', ['games'], ['ana'])).toEqual({});
  expect(operatorErrors('ab', ['games'], [])).toEqual({ username: 'admin.operators.error.username' });
  expect(operatorErrors(`a${'b'.repeat(30)}`, ['games'], [])).toEqual({ username: 'admin.operators.error.username' });
});

it("shows the server's 422 beside the field it names", async () => {
  open(() => ({ status: 422, code: 422, msg: 'Roles: choose from the list', errors: { roles: ['Roles: choose from the list'] } }));
  await screen.findByText('bob');
  fireEvent.change(form().getByLabelText('Username'), { target: { value: 'dora' } });
  fireEvent.click(role(form(), /^Finance/));
  await add();
  const group = form().getByRole('group', { name: 'Roles' });
  expect(group.getAttribute('aria-invalid')).toBe('true');
  expect(within(group).getByText('Roles: choose from the list')).toBeTruthy();
  expect(form().queryByTestId('form-error')).toBeNull();
  expect(screen.queryByTestId('new-password')).toBeNull();
});

it("changes another operator's roles and status, and shows the server's refusal in its words", async () => {
  let refuse = false;
  const { bodies } = open(() => (refuse ? { code: 0, msg: 'The shop must keep an owner who can log in' } : { data: { id: 2, username: 'bob', roles: ['catalogue'] } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Edit bob' }));
  const dialog = within(screen.getByTestId('edit-operator'));
  fireEvent.click(role(dialog, /^Finance/));
  fireEvent.click(role(dialog, /^Catalogue/));
  fireEvent.click(dialog.getByRole('radio', { name: /^Disabled/ }));
  await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save changes' })));
  expect(bodies('/api/admin/operator/save')).toEqual([{ username: 'bob', roles: ['catalogue'], status: 'disabled', lang: 'en-us' }]);
  expect(screen.queryByTestId('edit-operator')).toBeNull();

  refuse = true;
  fireEvent.click(screen.getByRole('button', { name: 'Edit ana' }));
  const own = within(screen.getByTestId('edit-operator'));
  fireEvent.click(role(own, /^Owner/));
  fireEvent.click(role(own, /^Games/));
  await act(async () => fireEvent.click(own.getByRole('button', { name: 'Save changes' })));
  expect(own.getByText('The shop must keep an owner who can log in')).toBeTruthy();
  expect(screen.getByTestId('edit-operator')).toBeTruthy();
});
