import { describeFailure, showFailure } from './failure';

it('keeps the request id when nobody knows whether the call went through', () => {
  expect(describeFailure({ kind: 'timeout', status: 0, message: '' })).toEqual({ notice: { id: 'bank.error.noAnswer' }, unknownOutcome: true });
  expect(describeFailure({ kind: 'network', status: 0, message: '' }).unknownOutcome).toBe(true);
  expect(describeFailure({ kind: 'http', status: 502, message: 'Bad gateway' }).unknownOutcome).toBe(true);
});

it("shows the server's own words for a refusal, which is final", () => {
  expect(describeFailure({ kind: 'refused', status: 200, message: 'Insufficient balance' })).toEqual({
    notice: { text: 'Insufficient balance' },
    unknownOutcome: false,
  });
  expect(describeFailure({ kind: 'invalid', status: 422, message: 'Amount is invalid' }).unknownOutcome).toBe(false);
  expect(describeFailure({ kind: 'http', status: 409, message: '' })).toEqual({
    notice: { id: 'request.failed', values: { status: 409 } },
    unknownOutcome: false,
  });
});

it('says nothing more when every field error of a 422 shows beside its field', () => {
  const error = { kind: 'invalid', status: 422, message: 'Please enter 6-19 digits', errors: { card_no: ['Please enter 6-19 digits'] } };
  expect(describeFailure(error, ['name', 'card_no']).notice).toBeNull();
  expect(describeFailure(error, ['name']).notice).toEqual({ text: 'Please enter 6-19 digits' });
});

it('shows a failed submit on its form, and keeps the request id only while the outcome is unknown', () => {
  const form = { showFieldErrors: jest.fn(), showNotice: jest.fn(), renew: jest.fn() };
  showFailure({ kind: 'invalid', status: 422, message: 'x', errors: { amount: ['Too much', 'Other'] } }, ['amount'], form);
  expect(form.showFieldErrors).toHaveBeenCalledWith({ amount: 'Too much' });
  expect(form.showNotice).toHaveBeenCalledWith(null);
  expect(form.renew).toHaveBeenCalledTimes(1);
  const again = { showFieldErrors: jest.fn(), showNotice: jest.fn(), renew: jest.fn() };
  showFailure({ kind: 'timeout', status: 0, message: '' }, ['amount'], again);
  expect(again.showFieldErrors).not.toHaveBeenCalled();
  expect(again.showNotice).toHaveBeenCalledWith({ id: 'bank.error.noAnswer' });
  expect(again.renew).not.toHaveBeenCalled();
});
