import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, settle } from '@snapmall/shared/test-utils';
import { renderAdminPage, strip, vipLevel } from '../common/testing';
import VipEditPage from './VipEditPage';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("a VIP level's page", () => {
  it('opens with every published rule and its meaning, the level fixed; checks before sending, then the server’s 422 beside its field', async () => {
    let refuse = true;
    const { bodies } = mockApi({
      '/api/admin/vip/list': () => ({ data: [vipLevel(1), vipLevel(2, { name: 'Gold' })] }),
      '/api/admin/vip/save': () =>
        refuse ? { status: 422, code: 0, msg: 'Invalid input', errors: { max_withdraw: ['Largest withdrawal: at most 1,000,000.00'] } } : { data: { level: 2 }, msg: 'Saved' },
    });
    renderAdminPage(<VipEditPage query={{ level: '2' }} />, '/shop/vip/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP 2 Gold' })).toBeTruthy();
    expect(field('Level').disabled).toBe(true);
    expect(screen.getByText("A level's number is fixed once it exists")).toBeTruthy();
    expect(field('Rebate rate (%)').value).toBe('2.50');
    expect(field('Largest withdrawal').value).toBe('50000.00');
    expect(screen.getByText('Credited on receipt: list price × quantity × this rate')).toBeTruthy();

    fireEvent.change(field('Member discount (%)'), { target: { value: '101' } });
    fireEvent.change(field('Smallest withdrawal'), { target: { value: '50' } });
    fireEvent.change(field('Snap buys per day'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('At most 100%')).toBeTruthy();
    expect(screen.getByText('At least 100.00')).toBeTruthy();
    expect(screen.getByText('A whole number from 0 to 1,000')).toBeTruthy();
    expect(bodies('/api/admin/vip/save')).toEqual([]);

    fireEvent.change(field('Member discount (%)'), { target: { value: '5' } });
    fireEvent.change(field('Smallest withdrawal'), { target: { value: '200' } });
    fireEvent.change(field('Snap buys per day'), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    const error = await screen.findByText('Largest withdrawal: at most 1,000,000.00');
    expect(field('Largest withdrawal').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByTestId('saved')).toBeNull();

    refuse = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    expect((await screen.findByTestId('saved')).textContent).toBe('Published. Customers see these rules from now on.');
    expect(strip(bodies('/api/admin/vip/save')[1]!)).toEqual({
      level: 2,
      name: 'Gold',
      price: '500.00',
      task_rate: '2.50',
      order_join_rate: '5',
      task_num: 4,
      task_everyday: 2,
      withdraw_num: 1,
      withdraw_rate: '1.00',
      min_withdraw: '200',
      max_withdraw: '50000.00',
      content: 'Three snap buys a day',
    });
  });

  it('adds a new level in Chinese and goes on at its address', async () => {
    const { bodies } = mockApi({
      '/api/admin/vip/list': () => ({ data: [vipLevel(1)] }),
      '/api/admin/vip/save': () => ({ data: { level: 3 }, msg: '已儲存' }),
    });
    renderAdminPage(<VipEditPage query={{ level: 'new' }} />, '/shop/vip/new', 'zh-tw');
    await screen.findByTestId('vip-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('新增 VIP 等級');
    fireEvent.click(screen.getByRole('button', { name: '發布' }));
    expect(await screen.findByText('請輸入 1 至 1,000 的整數')).toBeTruthy();
    expect(bodies('/api/admin/vip/save')).toEqual([]);
    fireEvent.change(field('等級'), { target: { value: '3' } });
    fireEvent.change(field('名稱'), { target: { value: '黃金' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '發布' })));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/vip/3?added=1'));
    expect(strip(bodies('/api/admin/vip/save')[0]!)).toMatchObject({ level: 3, name: '黃金', min_withdraw: '100.00', max_withdraw: '1000000.00' });
    await act(settle);
  });

  it('says so when the address names no level', async () => {
    mockApi({ '/api/admin/vip/list': () => ({ data: [vipLevel(1)] }) });
    renderAdminPage(<VipEditPage query={{ level: '9' }} />, '/shop/vip/9');
    expect(await screen.findByText('There is nothing at this address: it may have been mistyped.')).toBeTruthy();
  });
});
