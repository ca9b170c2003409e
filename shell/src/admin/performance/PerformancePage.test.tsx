import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminVitalsSummary, VitalFigure } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage } from '../common/testing';
import PerformancePage from './PerformancePage';

const figures = (lcp: number | null, inp: number, cls: number): VitalFigure[] => [
  { metric: 'LCP', p75: lcp, samples: lcp === null ? 0 : 1200 },
  { metric: 'INP', p75: inp, samples: 800 },
  { metric: 'CLS', p75: cls, samples: 1200 },
  { metric: 'FCP', p75: 1700, samples: 1200 },
  { metric: 'TTFB', p75: 900, samples: 1 },
];
const summary = (days: number): AdminVitalsSummary => ({
  days,
  pages: [{ remote: 'mf-lottery', name: '/pages/lottery/play', vitals: figures(days === 7 ? 4200 : 2500, 210, 120) }],
  versions: [{ remote: 'mf-lottery', name: '0.3.0+abcdef012345', vitals: figures(null, 190, 260) }],
});

it('shows p75 per page and per release, rated in words against the thresholds, and the week on request', async () => {
  const { bodies } = mockApi({ '/api/admin/vitals/summary': (body) => ({ data: summary((body as { days: number }).days) }) });
  renderConsolePage(<PerformancePage />, '/performance', { roles: ['catalogue'] });
  const byPage = within(await screen.findByRole('region', { name: 'By page' }));
  const page = byPage.getByText('/pages/lottery/play').closest('tr')!;
  const cells = within(page).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual([
    '2,500 msGood1,200 samples',
    '210 msNeeds improvement800 samples',
    '0.12Needs improvement1,200 samples',
    '1,700 msGood1,200 samples',
    '900 msNeeds improvement1 sample',
  ]);
  const release = within(screen.getByRole('region', { name: 'By release' })).getByText('0.3.0+abcdef012345').closest('tr')!;
  expect(within(release).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['No samples', '190 msGood800 samples', '0.26Poor1,200 samples']);
  // Google's thresholds, in words.
  expect(screen.getByText('Largest Contentful Paint (LCP)').nextSibling?.textContent).toBe('good up to 2,500 ms, poor above 4,000 ms');
  expect(screen.getByText('Cumulative Layout Shift (CLS)').nextSibling?.textContent).toBe('good up to 0.10, poor above 0.25');
  fireEvent.click(screen.getByLabelText('the last week'));
  expect(await within(await screen.findByRole('region', { name: 'By page' })).findByText('4,200 ms')).toBeTruthy();
  expect(within(screen.getByText('4,200 ms').closest('td')!).getByText('Poor')).toBeTruthy();
  expect(bodies('/api/admin/vitals/summary')).toEqual([{ days: 1, lang: 'en-us' }, { days: 7, lang: 'en-us' }]);
});

it('says so in Chinese when nothing was reported', async () => {
  mockApi({ '/api/admin/vitals/summary': () => ({ data: { days: 1, pages: [], versions: [] } }) });
  renderConsolePage(<PerformancePage />, '/performance', { roles: ['owner'], lang: 'zh-tw' });
  expect(await screen.findAllByText('這段期間尚無訪客回報 Web Vitals。')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: '依頁面' })).toBeTruthy();
});
