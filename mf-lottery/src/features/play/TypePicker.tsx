import { FormattedMessage } from 'react-intl';
import type { BetType } from '@snapmall/shared/contract';
import { betTypeName, groupsOf } from '../../common/betTypes';
import { Say } from '../../common/ui';
import local from './Play.module.css';

/**
 * The bet types as radio buttons in their groups (big/small/odd/even, sums, any triple, a given triple), each with
 * what it pays: one choice, reached with Tab and the arrow keys like any radio group.
 */
export function TypePicker({ types, value, onChange, disabled }: { types: BetType[]; value: string; onChange: (code: string) => void; disabled?: boolean }) {
  return (
    <div className={local.groups}>
      {groupsOf(types).map((group) => (
        <fieldset key={group.id} className={`${local.group} ${local[group.id]}`} disabled={disabled}>
          <legend>
            <FormattedMessage id={`lottery.group.${group.id}`} />
          </legend>
          <div className={local.options}>
            {group.types.map((t) => (
              <label key={t.code} className={local.option} data-testid={`type-${t.code}`}>
                <input type="radio" name="bet-type" value={t.code} checked={value === t.code} onChange={() => onChange(t.code)} />
                <span className={local.optionName}>
                  <Say text={betTypeName(t.code)} />
                </span>
                <span className={local.optionPays}>×{t.payout}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
