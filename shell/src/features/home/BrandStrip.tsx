import { useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { RegistryContext } from '../../routing/registry';
import { ownerOf } from '../../routing/owner';
import { useHomeBrandsQuery } from './brandsApi';
import styles from './BrandStrip.module.css';

const SNAP_PATH = '/pages/shopping/index';

/**
 * Home's brands for snap buying: each opens mf-shopping on that brand. Shown while the shopping remote is
 * registered (or the registry is still loading); its space is held while loading.
 */
export function BrandStrip() {
  const lang = useAppSelector(selectLanguage);
  const nav = useNav();
  const registry = useContext(RegistryContext);
  const { data: brands, isError } = useHomeBrandsQuery({ lang });
  // While remotes.json loads (null) the space is held; once it is known, a shop without mf-shopping shows no brands.
  if (isError || (brands && brands.length === 0) || (registry && !ownerOf(registry, SNAP_PATH))) return null;
  return (
    <section className={styles.brands} aria-labelledby="home-brands" aria-busy={!brands}>
      <h2 id="home-brands" className={styles.heading}>
        <FormattedMessage id="home.brands" />
      </h2>
      <ul className={styles.list}>
        {brands
          ? brands.map((b) => (
              <li key={b.id}>
                <button type="button" className={styles.brand} onClick={() => nav.navigate(`${SNAP_PATH}?brand_id=${b.id}`)} data-testid="home-brand">
                  {b.logo ? <img src={b.logo} alt="" width={44} height={44} /> : <span className={styles.placeholder} aria-hidden="true" />}
                  <span className={styles.name}>{b.name}</span>
                </button>
              </li>
            ))
          : // Keys no brand id can take: React must replace the placeholders, not move them to where a brand goes.
            ['a', 'b', 'c'].map((key) => <li key={`placeholder-${key}`} className={styles.skeleton} aria-hidden="true" />)}
      </ul>
    </section>
  );
}
