import { maskedCard, sameName, shortCard } from './cardNumber';

it('shows only the last 4 digits, grouped from the end', () => {
  expect(maskedCard('************1234', '1234')).toBe('•••• •••• •••• 1234');
  expect(maskedCard('***************1234')).toBe('••• •••• •••• •••• 1234');
  expect(maskedCard('**5678', '5678')).toBe('•••• 5678');
});

it('masks a number that arrives unmasked', () => {
  expect(maskedCard('6222020200112233445')).toBe('••• •••• •••• •••• 3445');
  expect(maskedCard('6222020200112233445')).not.toContain('6222');
});

it('trusts last4 over whatever the number ends with', () => {
  expect(maskedCard('****************', '9876')).toBe('•••• •••• •••• 9876');
  expect(maskedCard('', '')).toBe('•••• ••••');
});

it('compares names without case or spaces', () => {
  expect(sameName('ADA LOVELACE', 'Ada Lovelace')).toBe(true);
  expect(sameName(' ada  lovelace ', 'AdaLovelace')).toBe(true);
  expect(sameName('Ada Byron', 'Ada Lovelace')).toBe(false);
});

it('has a short form for a line of text', () => {
  expect(shortCard('************1234', '1234')).toBe('•••• 1234');
  expect(shortCard('6222020200112233445')).toBe('•••• 3445');
});
