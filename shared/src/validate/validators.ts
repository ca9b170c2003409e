import { RULES } from '../contract/rules';

/** The validators of SPEC.md §5. Each takes the raw text the user typed. */

export const isEmpty = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** Mobile and card numbers: "Please enter 6-19 digits". */
export const isDigits6to19 = (value: string): boolean => /^\d{6,19}$/.test(value);

/** A colour is hex of 3 or 6 digits, or rgb()/rgba(). */
export function isColor(value: string): boolean {
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return true;
  const match = /^rgba?\((.+)\)$/i.exec(value.replace(/\s+/g, ''));
  if (!match) return false;
  const parts = match[1]!.split(',');
  const isRgba = value.trim().toLowerCase().startsWith('rgba');
  if (parts.length !== (isRgba ? 4 : 3)) return false;
  const channelsOk = parts.slice(0, 3).every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
  const alphaOk = !isRgba || (/^(0|1|0?\.\d+|1\.0+)$/.test(parts[3]!) && Number(parts[3]) <= 1);
  return channelsOk && alphaOk;
}

/** Mainland China mobile number. */
export const isMainlandPhone = (value: string): boolean => /^1[3-9]\d{9}$/.test(value);

const EMAIL = new RegExp(RULES.emailPattern);
/** Length first: the pattern never runs on text already too long. */
export const isEmail = (value: string): boolean => value.length <= RULES.emailMax && EMAIL.test(value);

/** Numeric password of 6 to 20 digits (the withdrawal password). */
export const isNumericPassword = (value: string): boolean => /^\d{6,20}$/.test(value);

/** Mixed password of 6 to 20: letters and digits, both present (the login password). */
export const isMixedPassword = (value: string): boolean => /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/.test(value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** 18-digit national ID: region, a real birth date, and the ISO 7064 MOD 11-2 check character. */
export function isNationalId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** Mainland vehicle plate: ordinary (7 characters) or new-energy (8). */
export function isVehiclePlate(value: string): boolean {
  const province = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
  const ordinary = new RegExp(`^[${province}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
  const newEnergy = new RegExp(`^[${province}][A-HJ-NP-Z](([DF][A-HJ-NP-Z0-9][0-9]{4})|([0-9]{5}[DF]))$`);
  return ordinary.test(value) || newEnergy.test(value);
}
