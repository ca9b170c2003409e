import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../contract/envelope';
import type { Catalogs, Message } from './localeSlice';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The messages react-intl is given, kept as one object while they only grow. Each remote registers its catalog as
 * it loads, before its pages draw: a new object each time would make react-intl create its `intl` again and every
 * text on the page render again (56 ms of a lottery page's cold load on a ×4-throttled phone, issue 27) for ids no
 * drawn text uses. So a registration that only adds ids adds them to the same object, which the pages about to draw
 * read. A new object (a new `intl`, everything drawn again) only when that could change a drawn text: another
 * language, an id whose text changed or went away (a brand renamed, a remote's other version), or an id some text
 * already asked for and did not find (`missed`, told by react-intl's onError). A lookup in `intl.messages` itself
 * (a ledger kind or an audit word this build may not know, shown as its code) tells nothing: it must read ids of a
 * catalog its page registers before it draws (`withLedgerWords`, the console's own), never one that comes later.
 */
export class LiveMessages {
  private lang: Language | null = null;
  private current: Messages = {};
  private missed = false;

  /** The messages for this language and these catalogs: the same object as before when only new ids came. */
  for(lang: Language, shared: Record<string, Message>, catalogs: Record<string, Catalogs>): Messages {
    const next = Object.assign({}, shared, ...Object.values(catalogs).map((c) => c[lang])) as Messages;
    if (lang === this.lang && !this.missed && this.onlyAdds(next)) {
      Object.assign(this.current, next);
      return this.current;
    }
    this.lang = lang;
    this.current = next;
    this.missed = false;
    return next;
  }

  /** A text asked for an id the messages lack: the next registration makes a new object, so it is drawn again. */
  noteMissing(): void {
    this.missed = true;
  }

  private onlyAdds(next: Messages): boolean {
    for (const id of Object.keys(this.current)) if (next[id] !== this.current[id]) return false;
    return true;
  }
}
