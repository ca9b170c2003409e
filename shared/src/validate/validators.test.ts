import {
  isColor,
  isDigits6to19,
  isEmail,
  isEmpty,
  isMainlandPhone,
  isMixedPassword,
  isNationalId,
  isNumericPassword,
  isVehiclePlate,
} from './validators';

it('accepts 6 to 19 digits only', () => {
  expect(['123456', '1234567890123456789'].every(isDigits6to19)).toBe(true);
  expect(['12345', '12345678901234567890', '12345a', ' 123456', ''].some(isDigits6to19)).toBe(false);
});

it('accepts hex colours of 3 or 6 digits and rgb/rgba', () => {
  expect(['#fff', '#E4393C', 'rgb(1,2,3)', 'rgba(255, 255, 255, 0.5)', 'rgba(0,0,0,1)'].every(isColor)).toBe(true);
  expect(['#ffff', 'fff', 'rgb(256,0,0)', 'rgba(1,2,3)', 'rgb(1,2,3,0.5)', 'rgba(0,0,0,1.5)', 'red'].some(isColor)).toBe(false);
});

it('checks phone, e-mail and the two password kinds', () => {
  expect(isMainlandPhone('13812345678')).toBe(true);
  expect(isMainlandPhone('12812345678')).toBe(false);
  expect(isEmail('a@b.co')).toBe(true);
  expect(isEmail('a@b')).toBe(false);
  expect(isNumericPassword('123456')).toBe(true);
  expect(isNumericPassword('12345')).toBe(false);
  expect(isNumericPassword('1'.repeat(21))).toBe(false);
  expect(isMixedPassword('abc123')).toBe(true);
  expect(isMixedPassword('abcdef')).toBe(false);
  expect(isMixedPassword('123456')).toBe(false);
  expect(isMixedPassword('a1'.repeat(11))).toBe(false);
});

it('checks an 18-digit national ID with its checksum and a real date', () => {
  expect(isNationalId('11010519491231002X')).toBe(true);
  expect(isNationalId('110105194912310021')).toBe(false);
  expect(isNationalId('110105194902300020')).toBe(false);
  expect(isNationalId('11010519491231002')).toBe(false);
});

it('checks vehicle plates, ordinary and new-energy', () => {
  expect(isVehiclePlate('京A12345')).toBe(true);
  expect(isVehiclePlate('粤BD12345')).toBe(true);
  expect(isVehiclePlate('京A1234')).toBe(false);
  expect(isVehiclePlate('AA12345')).toBe(false);
});

it('treats blank text as empty', () => {
  expect(isEmpty('')).toBe(true);
  expect(isEmpty('   ')).toBe(true);
  expect(isEmpty(undefined)).toBe(true);
  expect(isEmpty('0')).toBe(false);
});
