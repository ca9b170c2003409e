import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Values = Record<string, string | number>;

/**
 * A text whose values do not fit it (a stored message that lacks one of them), written out as well as it can be:
 * each value that is there in its place, each missing one as `{name}`, a plural or select by its `other` branch —
 * the reader sees a sentence with a gap, never the ICU source.
 */
export function fillLoosely(ast: MessageFormatElement[], values: Values, pound?: string): string {
  return ast
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.pound:
          return pound ?? '#';
        case TYPE.plural:
        case TYPE.select: {
          const value = values[element.value];
          const option = element.options[`=${value}`] ?? element.options.other;
          return option ? fillLoosely(option.value, values, value === undefined ? `{${element.value}}` : String(value)) : '';
        }
        case TYPE.tag:
          return fillLoosely(element.children, values, pound);
        default: {
          const value = values[element.value];
          return value === undefined ? `{${element.value}}` : String(value);
        }
      }
    })
    .join('');
}
