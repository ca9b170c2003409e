import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useDialog } from '@snapmall/shared';
import { Facts, kitStyles, type Fact } from '@snapmall/shared/kit';

interface DetailDialogProps {
  /** Message id of the heading ("Deposit #{id}") and its values. */
  title: string;
  titleValues: Record<string, string | number>;
  facts: Fact[];
  /** Below the facts: a link, a toggle. */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * One record in full, over the list: every fact the table clips or leaves out. A modal: focus starts inside, Tab
 * stays there, Escape, Back and Close give focus back to the row's button.
 */
export function DetailDialog({ title, titleValues, facts, children, onClose }: DetailDialogProps) {
  const titleId = useId();
  const box = useDialog<HTMLDivElement>(true, onClose);
  return (
    <div className={kitStyles.backdrop}>
      <div ref={box} className={kitStyles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="record-detail">
        <h2 id={titleId} className={kitStyles.dialogTitle}>
          <FormattedMessage id={title} values={titleValues} />
        </h2>
        <div className={kitStyles.dialogBody}>
          <Facts items={facts} />
          {children}
        </div>
        <div className={kitStyles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </div>
      </div>
    </div>
  );
}
