import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  type Notice,
  selectUser,
  toastShown,
  toCents,
  useAppDispatch,
  useAppSelector,
  useFormat,
  type Vip,
} from '@snapmall/shared';
import { ConfirmDialog, FailureNote, useIntent } from '@snapmall/shared/kit';
import { NO_ANSWER } from '../../common/shopApi';
import styles from '../../common/shop.module.css';
import { useShopVipLevelsQuery, useShopVipUpgradeMutation } from './api';
import { Benefits } from './Benefits';
import local from './Vip.module.css';

/** VIP levels: each level's benefits, the customer's own marked, and an upgrade to a higher one bought from the balance. */
export default function VipPage() {
  const format = useFormat();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data: levels } = useShopVipLevelsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [upgrade, { isLoading }] = useShopVipUpgradeMutation();
  const send = useIntent(NO_ANSWER);
  const [asking, setAsking] = useState<Vip | null>(null);
  const [failure, setFailure] = useState<{ level: number; notice: Notice | null } | null>(null);
  const current = user?.level ?? 0;

  const answer = async (vip: Vip, yes: boolean) => {
    setAsking(null);
    if (!yes) return;
    setFailure(null);
    const outcome = await send(`level-${vip.level}`, (request_id) => upgrade({ level: vip.level, request_id }));
    if ('notice' in outcome) return setFailure({ level: vip.level, notice: outcome.notice });
    if (!outcome.data) return;
    dispatch(toastShown({ id: 'shop.vip.done', values: { name: vip.name, paid: format.money(outcome.data.paid), balance: format.money(outcome.data.balance) } }));
  };

  if (!levels) return null;
  return (
    <div className={styles.page}>
      <p className={local.honest} data-testid="vip-honest">
        <FormattedMessage id="shop.vip.honest" />
      </p>
      <ul className={local.levels}>
        {levels.map((vip) => (
          <li key={vip.level} className={`${local.level} ${vip.level === current ? local.current : ''}`} data-testid="vip-level">
            <div className={local.head}>
              <h2>{vip.name}</h2>
              {vip.level === current ? (
                <span className={local.yours}>
                  <FormattedMessage id="shop.vip.yours" />
                </span>
              ) : (
                <span className={local.price}>{(toCents(vip.price) ?? 0n) > 0n ? format.money(vip.price) : <FormattedMessage id="shop.vip.free" />}</span>
              )}
            </div>
            <Benefits vip={vip} />
            {failure?.level === vip.level && <FailureNote notice={failure.notice} />}
            {vip.level > current && (
              <Button className={controlStyles.block} disabled={isLoading} onClick={() => setAsking(vip)}>
                <FormattedMessage id="shop.vip.upgrade" values={{ name: vip.name, price: format.money(vip.price) }} />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog title="shop.vip.confirmTitle" confirm="shop.vip.confirmPay" confirmValues={{ price: format.money(asking.price) }} onAnswer={(yes) => void answer(asking, yes)}>
          <p>
            <FormattedMessage id="shop.vip.confirmText" values={{ name: asking.name, price: format.money(asking.price), balance: format.money(user?.money) }} />
          </p>
          <Benefits vip={asking} />
          <div className={local.honestInline}>
            <FormattedMessage id="shop.vip.honest" />
          </div>
        </ConfirmDialog>
      )}
    </div>
  );
}
