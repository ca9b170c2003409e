import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { useLocation } from '@snapmall/shared';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import { RegistryContext } from '../../routing/registry';
import { BrandStrip } from './BrandStrip';

const SHOPPING = [{ name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] }];
const answer = (data: unknown) =>
  (globalThis.fetch = jest.fn().mockResolvedValue({ status: 200, text: async () => JSON.stringify({ code: 1, msg: '', time: 0, data }) }) as unknown as typeof fetch);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const render = (registry: typeof SHOPPING | null, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(
    <RegistryContext.Provider value={registry}>
      <BrandStrip />
      <Where />
    </RegistryContext.Provider>,
    { catalogs: { shell: { 'en-us': enUs, 'zh-tw': zhTw } }, lang },
  );

it('lists the brands, each leading into snap buying on that brand', async () => {
  answer([{ id: 3, name: '聲浪', description: '', logo: '/goods/headphones.svg' }]);
  render(SHOPPING, 'zh-tw');
  expect(screen.getByRole('heading', { name: '搶購品牌' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: '聲浪' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/shopping/index?brand_id=3');
});

it('holds its space while loading, and shows nothing when the shopping remote is not registered', async () => {
  answer([{ id: 3, name: 'SoundWave', description: '', logo: '' }]);
  const { container, unmount } = render(null);
  expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  await screen.findByRole('button', { name: 'SoundWave' });
  unmount();
  render([]);
  expect(screen.queryByRole('heading', { name: 'Snap buying' })).toBeNull();
});
