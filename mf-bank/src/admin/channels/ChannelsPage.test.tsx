import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@snapmall/shared/test-utils';
import type { AdminChannel } from './api';
import { checkChannel, NEW_CHANNEL } from './channelRules';
import { renderAdminPage, setWide } from '../common/testing';
import ChannelsPage from './ChannelsPage';

const transfer: AdminChannel = {
  id: 1,
  name_en: 'Bank transfer',
  name_zh: '銀行轉帳',
  instructions_en: 'Transfer to 123',
  instructions_zh: '請轉帳至 123',
  min_amount: '100.00',
  max_amount: '50000.00',
  enabled: 1,
  sort: 0,
};

afterEach(() => setWide(false));

/** What the CSV export writes (export-to-csv's download, which jsdom cannot run): its headers and rows. */
const mockExported: Array<{ headers: unknown; rows: unknown }> = [];
jest.mock('export-to-csv', () => ({
  mkConfig: (config: object) => config,
  generateCsv: (config: { columnHeaders: unknown }) => (rows: unknown) => mockExported.push({ headers: config.columnHeaders, rows }),
  download: () => () => undefined,
}));

describe('deposit channels', () => {
  it('checks the form as the server does', () => {
    const filled = { ...NEW_CHANNEL, name_en: 'Cash', name_zh: '現金', instructions_en: 'At the desk', instructions_zh: '櫃台', min_amount: '10', max_amount: '5' };
    expect(checkChannel(NEW_CHANNEL)).toEqual({
      errors: {
        name_en: 'admin.bank.channels.required',
        name_zh: 'admin.bank.channels.required',
        instructions_en: 'admin.bank.channels.required',
        instructions_zh: 'admin.bank.channels.required',
        min_amount: 'admin.bank.channels.required',
        max_amount: 'admin.bank.channels.required',
      },
    });
    expect(checkChannel(filled)).toEqual({ errors: { max_amount: 'admin.bank.channels.range' } });
    expect(checkChannel({ ...filled, min_amount: '0', max_amount: '1.234', sort: '-1' })).toEqual({
      errors: { min_amount: 'admin.bank.channels.positive', max_amount: 'admin.bank.channels.badAmount', sort: 'admin.bank.channels.badSort' },
    });
    expect(checkChannel({ ...filled, name_en: 'x'.repeat(51), max_amount: '500' })).toEqual({ errors: { name_en: 'admin.bank.channels.tooLong' } });
    expect(checkChannel({ ...filled, max_amount: '500', sort: '', enabled: false }, 4)).toEqual({
      body: { id: 4, name_en: 'Cash', name_zh: '現金', instructions_en: 'At the desk', instructions_zh: '櫃台', min_amount: '10', max_amount: '500', enabled: 0, sort: 0 },
    });
  });

  it('lists the channels, edits one and shows each field the server refuses beside it, then saves', async () => {
    setWide(true);
    let refuse = true;
    const { bodies } = mockApi({
      '/api/admin/channel/list': () => ({ data: [transfer, { ...transfer, id: 2, name_en: 'Old wallet', name_zh: '舊錢包', enabled: 0, sort: 9 }] }),
      '/api/admin/channel/save': () =>
        refuse ? { status: 422, code: 422, msg: 'Must not be below the minimum', errors: { max_amount: ['Must not be below the minimum'], sort: ['Too far down'] } } : { data: { requested: { id: 1, kind: 'channel', expires_at: 1_764_086_400 } } },
    });
    renderAdminPage(<ChannelsPage />, '/bank/channels');
    const row = (await screen.findByText('Old wallet')).closest('tr')!;
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(within(row).getByText('舊錢包')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Bank transfer' }));
    const form = screen.getByTestId('channel-form');
    expect(document.activeElement?.textContent).toBe('Edit “Bank transfer”');
    expect((within(form).getAllByLabelText('Name')[1] as HTMLInputElement).value).toBe('銀行轉帳');
    fireEvent.change(within(form).getByLabelText('Largest deposit'), { target: { value: '200' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(within(form).getByLabelText('Largest deposit').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Must not be below the minimum')).toBeTruthy();
    expect(within(form).getByText('Too far down')).toBeTruthy();
    expect(bodies('/api/admin/channel/save')[0]).toMatchObject({ id: 1, name_zh: '銀行轉帳', max_amount: '200', min_amount: '100.00', enabled: 1, sort: 0 });

    refuse = false;
    fireEvent.click(within(form).getByLabelText('Shown to customers'));
    fireEvent.change(within(form).getByLabelText('Largest deposit'), { target: { value: '90000' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(bodies('/api/admin/channel/save')[1]).toMatchObject({ id: 1, max_amount: '90000', enabled: 0 });
    expect((await screen.findByTestId('channel-saved')).textContent).toBe('Requested: the change takes effect when a second finance operator approves it on the Requests page');
    expect(screen.queryByTestId('channel-form')).toBeNull();
  });

  it('adds a new channel, in Chinese', async () => {
    const { bodies } = mockApi({ '/api/admin/channel/list': () => ({ data: [] }), '/api/admin/channel/save': () => ({ data: { requested: { id: 3, kind: 'channel', expires_at: 1_764_086_400 } } }) });
    renderAdminPage(<ChannelsPage />, '/bank/channels', 'zh-tw');
    expect(await screen.findByText('尚未設定充值通道：請新增第一個')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增通道' }));
    const form = screen.getByTestId('channel-form');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '儲存' })));
    expect(within(form).getAllByText('必填')).toHaveLength(6);
    const [nameEn, nameZh] = within(form).getAllByLabelText('名稱');
    const [howEn, howZh] = within(form).getAllByLabelText('說明（轉帳到哪裡、如何轉帳）');
    fireEvent.change(nameEn!, { target: { value: 'Cash' } });
    fireEvent.change(nameZh!, { target: { value: '現金' } });
    fireEvent.change(howEn!, { target: { value: 'At the desk' } });
    fireEvent.change(howZh!, { target: { value: '櫃台' } });
    fireEvent.change(within(form).getByLabelText('最低充值金額'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('最高充值金額'), { target: { value: '500' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '儲存' })));
    expect(bodies('/api/admin/channel/save')).toHaveLength(1);
    expect(bodies('/api/admin/channel/save')[0]).not.toHaveProperty('id');
    expect(await screen.findByText('已送出申請：須由另一位財務人員在「申請」頁核准後才會生效')).toBeTruthy();
  });

  it("exports the channels with both languages' names, each in its own column", async () => {
    setWide(true);
    mockApi({ '/api/admin/channel/list': () => ({ data: [transfer] }) });
    renderAdminPage(<ChannelsPage />, '/bank/channels');
    await screen.findByText('Bank transfer');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(mockExported).toHaveLength(1));
    expect(mockExported[0]!.headers).toEqual(expect.arrayContaining([{ key: 'name_en', displayLabel: 'Name (English)' }, { key: 'name_zh', displayLabel: 'Name (Chinese)' }]));
    expect(mockExported[0]!.rows).toEqual([expect.objectContaining({ name_en: 'Bank transfer', name_zh: '銀行轉帳', range: '100.00-50000.00' })]);
  });
});
