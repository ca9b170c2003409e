import { FormattedMessage } from 'react-intl';
import { Button, selectLanguage, useAppSelector, useT } from '@snapmall/shared';
import type { MockControls } from '../mock/types';
import styles from './Harness.module.css';

/**
 * The scenario switch of a mock build (issue 20): choosing one writes `?scenario=` into the address (the link QA
 * shares) and starts the page again in it; "start over" drops what was done in this session.
 */
export function MockBar({ mock }: { mock: MockControls }) {
  const t = useT();
  const lang = useAppSelector(selectLanguage);
  return (
    <div className={styles.mock} role="group" aria-label={t('harness.mock.title')}>
      <label>
        <FormattedMessage id="harness.mock.scenario" />{' '}
        <select value={mock.current} onChange={(event) => mock.choose(event.target.value)} data-testid="mock-scenario">
          <option value="">{t('harness.mock.normal')}</option>
          {mock.scenarios.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name} — {lang === 'zh-tw' ? s.zh : s.en}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={mock.reset}>
        <FormattedMessage id="harness.mock.reset" />
      </Button>
    </div>
  );
}
