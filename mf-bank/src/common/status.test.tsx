import { screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { messages } from '../routes';
import { statusLabelId, statusTone } from './status';
import { ReviewStatusBadge } from './ui';

it('labels the three statuses and anything else as Unknown (SPEC §3)', () => {
  expect([0, 1, 2, 3, -1, '0', null, undefined].map(statusLabelId)).toEqual([
    'bank.status.pending',
    'bank.status.success',
    'bank.status.rejected',
    'bank.status.unknown',
    'bank.status.unknown',
    'bank.status.unknown',
    'bank.status.unknown',
    'bank.status.unknown',
  ]);
  expect([0, 1, 2, 7].map(statusTone)).toEqual(['pending', 'success', 'rejected', 'unknown']);
});

it.each([
  ['en-us', ['Pending Review', 'Success', 'Rejected', 'Unknown']],
  ['zh-tw', ['待審核', '成功', '已駁回', '未知']],
] as const)('shows the labels in %s', (lang, labels) => {
  renderWithProviders(
    <>
      {[0, 1, 2, 9].map((s) => (
        <ReviewStatusBadge key={s} status={s} />
      ))}
    </>,
    { catalogs: { mf_bank: messages }, lang },
  );
  expect(screen.getAllByTestId('status').map((e) => e.textContent)).toEqual(labels);
});
