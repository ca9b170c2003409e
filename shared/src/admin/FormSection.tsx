import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';

type FormSectionProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'title'> & {
  /** Message id of the group's legend (what a screen reader names the fields by). */
  title: string;
  /** Message id of a line under the legend: the group's rule ("a path on the shop", "payout × stake"). */
  note?: string;
  children: ReactNode;
};

/** A titled group of an operator form's fields (a card on the page), with the rule that holds for them all. */
export function FormSection({ title, note, children, ...fieldset }: FormSectionProps) {
  return (
    <fieldset className={styles.section} {...fieldset}>
      <legend className={styles.sectionTitle}>
        <FormattedMessage id={title} />
      </legend>
      {note && (
        <p className={styles.sectionNote}>
          <FormattedMessage id={note} />
        </p>
      )}
      {children}
    </fieldset>
  );
}
