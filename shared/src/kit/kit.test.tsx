import { fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { describeFailure, showFailure } from './failure';
import { useIntent, useIntentId } from './intent';
import { pagedList, rowsOf } from './pagedList';
import { RecordList, type ListResult } from './RecordList';
import { Section } from './Section';

describe('the money-safety rule: no answer means the outcome is unknown, so the request id is kept', () => {
  // From mf-bank's failure.test.ts.
  it('keeps the request id when nobody knows whether the call went through', () => {
    expect(describeFailure({ kind: 'timeout', status: 0, message: '' }, 'bank.error.noAnswer')).toEqual({ notice: { id: 'bank.error.noAnswer' }, unknownOutcome: true });
    expect(describeFailure({ kind: 'network', status: 0, message: '' }, 'x').unknownOutcome).toBe(true);
    expect(describeFailure({ kind: 'http', status: 502, message: 'Bad gateway' }, 'x').unknownOutcome).toBe(true);
  });

  it("shows the server's own words for a refusal, which is final", () => {
    expect(describeFailure({ kind: 'refused', status: 200, message: 'Insufficient balance' }, 'x')).toEqual({
      notice: { text: 'Insufficient balance' },
      unknownOutcome: false,
    });
    expect(describeFailure({ kind: 'invalid', status: 422, message: 'Amount is invalid' }, 'x').unknownOutcome).toBe(false);
    expect(describeFailure({ kind: 'http', status: 409, message: '' }, 'x')).toEqual({
      notice: { id: 'request.failed', values: { status: 409 } },
      unknownOutcome: false,
    });
  });

  it('says nothing more when every field error of a 422 shows beside its field', () => {
    const error = { kind: 'invalid', status: 422, message: 'Please enter 6-19 digits', errors: { card_no: ['Please enter 6-19 digits'] } };
    expect(describeFailure(error, 'x', ['name', 'card_no']).notice).toBeNull();
    expect(describeFailure(error, 'x', ['name']).notice).toEqual({ text: 'Please enter 6-19 digits' });
  });

  it('shows a failed submit on its form, and keeps the request id only while the outcome is unknown', () => {
    const form = { showFieldErrors: jest.fn(), showNotice: jest.fn(), renew: jest.fn() };
    showFailure({ kind: 'invalid', status: 422, message: 'x', errors: { amount: ['Too much', 'Other'] } }, 'bank.error.noAnswer', ['amount'], form);
    expect(form.showFieldErrors).toHaveBeenCalledWith({ amount: 'Too much' });
    expect(form.showNotice).toHaveBeenCalledWith(null);
    expect(form.renew).toHaveBeenCalledTimes(1);
    const again = { showFieldErrors: jest.fn(), showNotice: jest.fn(), renew: jest.fn() };
    showFailure({ kind: 'timeout', status: 0, message: '' }, 'bank.error.noAnswer', ['amount'], again);
    expect(again.showFieldErrors).not.toHaveBeenCalled();
    expect(again.showNotice).toHaveBeenCalledWith({ id: 'bank.error.noAnswer' });
    expect(again.renew).not.toHaveBeenCalled();
  });

  // From mf-shopping's and mf-lottery's common.test.ts.
  it('keeps the outcome unknown only when no answer came', () => {
    expect(describeFailure({ kind: 'timeout', status: 0, message: '' }, 'shop.error.noAnswer')).toEqual({ notice: { id: 'shop.error.noAnswer' }, unknownOutcome: true });
    expect(describeFailure({ kind: 'network', status: 0, message: '' }, 'x').unknownOutcome).toBe(true);
    expect(describeFailure({ kind: 'http', status: 503, message: '' }, 'x').unknownOutcome).toBe(true);
    expect(describeFailure({ kind: 'refused', status: 200, message: 'Sold out' }, 'x')).toEqual({ notice: { text: 'Sold out' }, unknownOutcome: false });
    expect(describeFailure({ kind: 'http', status: 409, message: '' }, 'x')).toEqual({ notice: { id: 'request.failed', values: { status: 409 } }, unknownOutcome: false });
    expect(describeFailure({ kind: 'timeout', status: 0, message: '' }, 'lottery.error.noAnswer')).toEqual({ notice: { id: 'lottery.error.noAnswer' }, unknownOutcome: true });
    expect(describeFailure({ kind: 'http', status: 502, message: '' }, 'x').unknownOutcome).toBe(true);
    expect(describeFailure({ kind: 'refused', status: 200, message: 'Betting closed' }, 'x')).toEqual({ notice: { text: 'Betting closed' }, unknownOutcome: false });
  });

  it('gives one id per intent until the server answers', () => {
    const { result } = renderHook(() => useIntentId());
    const first = result.current.idFor('7x1');
    expect(result.current.idFor('7x1')).toBe(first);
    const other = result.current.idFor('7x2');
    expect(other).not.toBe(first);
    expect(result.current.idFor('7x1')).not.toBe(first);
    const again = result.current.idFor('7x1');
    result.current.answered();
    expect(result.current.idFor('7x1')).not.toBe(again);
    const bet = result.current.idFor('1:42:big:100');
    expect(result.current.idFor('1:42:big:100')).toBe(bet);
    expect(result.current.idFor('1:43:big:100')).not.toBe(bet);
  });
});

describe('paged lists', () => {
  const page = (list: number[], total: number) => ({ list, total, page: 1 });

  it('asks for the next page while fewer rows than the total are loaded, and joins the rows in order', () => {
    expect(pagedList.getNextPageParam(page([1, 2], 3), [page([1, 2], 3)], 1)).toBe(2);
    expect(pagedList.getNextPageParam(page([3], 3), [page([1, 2], 3), page([3], 3)], 2)).toBeUndefined();
    expect(pagedList.getNextPageParam(page([], 9), [page([], 9)], 1)).toBeUndefined();
    expect(rowsOf({ pages: [page([1, 2], 3), page([3], 3)] })).toEqual([1, 2, 3]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  const list = (over: Partial<ListResult<number>>): ListResult<number> => ({
    data: undefined,
    isSuccess: true,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: jest.fn(),
    refetch: jest.fn(),
    ...over,
  });
  const show = (l: ListResult<number>, lang: 'en-us' | 'zh-tw' = 'en-us') =>
    renderWithProviders(<RecordList list={l} keyOf={(n) => n} render={(n) => <span>row {n}</span>} />, { lang });

  it('says when there is nothing, and when the first page failed offers a retry', () => {
    show(list({ data: { pages: [page([], 0)] } }));
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    const failed = list({ isSuccess: false, isError: true });
    show(failed);
    expect(screen.getByText('This list could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('loads more while there is more, then says the whole list is shown, in both languages', () => {
    const more = list({ data: { pages: [page([1, 2], 3)] }, hasNextPage: true });
    const { unmount } = show(more);
    expect(screen.getAllByText(/^row/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(more.fetchNextPage).toHaveBeenCalled();
    unmount();
    show(list({ data: { pages: [page([1, 2, 1399], 3)] } }));
    expect(screen.getByText('All 3 records shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    show(list({ data: { pages: [page([1], 1)] } }));
    expect(screen.getByText('That is the only record')).toBeTruthy();
    show(list({ data: { pages: [page([1], 1)] } }), 'zh-tw');
    expect(screen.getByText('已顯示全部 1 筆紀錄')).toBeTruthy();
  });
});

describe('useIntent: one request id per confirmed intent, kept while the outcome is unknown', () => {
  it('retries an unanswered intent with its id, and starts a new id once the server answered', async () => {
    const { result } = renderHook(() => useIntent('shop.error.noAnswer'));
    const ids: string[] = [];
    const timeout = await result.current('7x1', async (id) => (ids.push(id), { error: { kind: 'timeout', status: 0, message: '' } }));
    expect(timeout).toEqual({ notice: { id: 'shop.error.noAnswer' } });
    const paid = await result.current('7x1', async (id) => (ids.push(id), { data: 'order' }));
    expect(paid).toEqual({ data: 'order' });
    const refused = await result.current('7x1', async (id) => (ids.push(id), { error: { kind: 'refused', status: 200, message: 'Sold out' } }));
    expect(refused).toEqual({ notice: { text: 'Sold out' } });
    await result.current('7x1', async (id) => (ids.push(id), { data: 'again' }));
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('Section', () => {
  it('is a region named by its translated heading', () => {
    renderWithProviders(
      <Section id="rules" title="common.loading" className="card">
        <p>body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Loading…' });
    expect(region.className).toBe('card');
    expect(region.querySelector('h2')?.id).toBe('rules');
    expect(region.textContent).toContain('body');
  });
});
