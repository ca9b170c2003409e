import { GROUPS, hundredthsOf as shopHundredths } from '../../common/betTypes';
import { BET_CODES, hundredthsOf } from './codes';

it("offers the bet form's codes, in its order, and reads a multiplier as the bet form does", () => {
  expect(BET_CODES).toEqual(GROUPS.flatMap((g) => g.codes));
  for (const text of ['1.95', '7.6', '2', '100000', '1.955', '', 'x', '1.', '.5', '12345678']) expect({ text, value: hundredthsOf(text) }).toEqual({ text, value: shopHundredths(text) });
});
