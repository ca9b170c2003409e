import { act, render, screen } from '@testing-library/react';
import { memo, useRef } from 'react';
import { Provider } from 'react-redux';
import { useIntl } from 'react-intl';
import { makeStore } from '../store/store';
import { I18nProvider } from './I18nProvider';
import { catalogsAdded, languageChanged } from './localeSlice';
import { LiveMessages } from './liveMessages';

afterEach(() => jest.restoreAllMocks());

const both = (texts: Record<string, string>) => ({ 'en-us': texts, 'zh-tw': texts });

/** A text that counts how often it is drawn (memo: only a new intl, not its parent, draws it again). */
const Counted = memo(function Counted({ id, testId }: { id: string; testId: string }) {
  const intl = useIntl();
  const draws = useRef(0);
  draws.current += 1;
  return (
    <p data-testid={testId} data-draws={draws.current}>
      {intl.formatMessage({ id })}
    </p>
  );
});

function shop() {
  const store = makeStore();
  store.dispatch(catalogsAdded({ owner: 'shell', catalogs: both({ 'shell.title': 'SnapMall' }) }));
  render(
    <Provider store={store}>
      <I18nProvider>
        <Counted id="shell.title" testId="title" />
      </I18nProvider>
    </Provider>,
  );
  const draws = (testId: string) => Number(screen.getByTestId(testId).dataset.draws);
  return { store, draws };
}

describe('the messages as catalogs register (issue 27: no page drawn again for ids it does not use)', () => {
  it("a remote's catalog that only adds ids draws nothing again, and its pages drawn after it read its texts", () => {
    const { store, draws } = shop();
    expect(draws('title')).toBe(1);
    act(() => void store.dispatch(catalogsAdded({ owner: 'mf_lottery', catalogs: both({ 'lottery.title': 'Lottery' }) })));
    expect(draws('title')).toBe(1);
    const live = new LiveMessages();
    const first = live.for('en-us', {}, { shell: both({ a: 'A' }) });
    expect(live.for('en-us', {}, { shell: both({ a: 'A' }), more: both({ b: 'B' }) })).toBe(first);
    expect(first).toEqual({ a: 'A', b: 'B' });
  });

  it('draws again for another language, a text that changed, and a text asked for before its catalog came', () => {
    const { store, draws } = shop();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => void store.dispatch(languageChanged('zh-tw')));
    expect(draws('title')).toBe(2);
    act(() => void store.dispatch(catalogsAdded({ owner: 'shell', catalogs: both({ 'shell.title': 'SnapMall 2' }) })));
    expect(screen.getByTestId('title').textContent).toBe('SnapMall 2');

    const live = new LiveMessages();
    const first = live.for('en-us', {}, { shell: both({ a: 'A' }) });
    live.noteMissing();
    const second = live.for('en-us', {}, { shell: both({ a: 'A' }), more: both({ b: 'B' }) });
    expect(second).not.toBe(first);
    expect(live.for('en-us', {}, {})).not.toBe(second);
  });

  it('a text whose id was missing shows once its catalog registers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    render(
      <Provider store={store}>
        <I18nProvider>
          <Counted id="late.title" testId="late" />
        </I18nProvider>
      </Provider>,
    );
    expect(screen.getByTestId('late').textContent).toBe('late.title');
    act(() => void store.dispatch(catalogsAdded({ owner: 'late', catalogs: both({ 'late.title': 'Here now' }) })));
    expect(screen.getByTestId('late').textContent).toBe('Here now');
  });
});
