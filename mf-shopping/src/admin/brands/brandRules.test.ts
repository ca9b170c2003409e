import { Value } from '@sinclair/typebox/value';
import { BrandSaveBody } from '@snapmall/shared/contract';
import { brand } from '../common/testing';
import { brandValues, checkBrand, NEW_BRAND, type BrandValues } from './brandRules';

const filled: BrandValues = { ...NEW_BRAND, name_en: 'Acme', name_zh: '頂點' };
const errorsOf = (values: Partial<BrandValues>) => {
  const result = checkBrand({ ...filled, ...values });
  return 'errors' in result ? result.errors : {};
};
/** What the server's schema says of a body the form would send with `field` as typed. */
const serverTakes = (field: string, value: unknown) => Value.Check(BrandSaveBody, { name_en: 'Acme', name_zh: '頂點', enabled: 1, [field]: value });

describe('a brand, checked as the server checks it', () => {
  it('sends what the server takes: texts trimmed, the sort a number (empty is 0), enabled as 1 or 0, the id when editing', () => {
    const result = checkBrand({ ...filled, name_en: ' Acme ', description_en: ' Tea and cups ', logo: ' /uploads/acme.png ', sort: '', enabled: false });
    expect(result).toEqual({ body: { name_en: 'Acme', name_zh: '頂點', description_en: 'Tea and cups', description_zh: '', logo: '/uploads/acme.png', sort: 0, enabled: 0 } });
    expect(Value.Check(BrandSaveBody, 'body' in result ? result.body : null)).toBe(true);
    const edited = checkBrand(brandValues(brand(4, { sort: 12, logo: '/logo.png' })), 4);
    expect(edited).toMatchObject({ body: { id: 4, name_en: 'Brand 4', name_zh: '品牌 4', sort: 12, logo: '/logo.png', enabled: 1 } });
    expect(Value.Check(BrandSaveBody, 'body' in edited ? edited.body : null)).toBe(true);
  });

  it('needs both names, of at most 50 characters, as the schema does', () => {
    expect(errorsOf({ name_en: '  ', name_zh: 'x'.repeat(51) })).toEqual({ name_en: 'admin.shopping.form.required', name_zh: 'admin.shopping.form.tooLong50' });
    expect(serverTakes('name_zh', 'x'.repeat(51))).toBe(false);
    expect(serverTakes('name_en', '')).toBe(false);
    expect(errorsOf({ name_zh: 'x'.repeat(50) })).toEqual({});
  });

  it('keeps descriptions within 500 characters', () => {
    expect(errorsOf({ description_zh: 'x'.repeat(501) })).toEqual({ description_zh: 'admin.shopping.form.tooLong500' });
    expect(serverTakes('description_zh', 'x'.repeat(501))).toBe(false);
    expect(errorsOf({ description_en: 'x'.repeat(500) })).toEqual({});
  });

  it('takes a logo only as a path on the shop, as the server does', () => {
    for (const logo of ['https://evil.example/a.png', '//evil.example/a.png', 'javascript:alert(1)', '/a/../../etc', 'uploads/a.png']) {
      expect(errorsOf({ logo })).toEqual({ logo: 'admin.shopping.image.badPath' });
      expect(serverTakes('logo', logo)).toBe(false);
    }
    expect(errorsOf({ logo: '' })).toEqual({});
  });

  it('takes a whole sort number from 0 to 10,000', () => {
    for (const sort of ['-1', '1.5', '10001', 'ten']) expect(errorsOf({ sort })).toEqual({ sort: 'admin.shopping.form.badSort' });
    expect(serverTakes('sort', 10_001)).toBe(false);
    expect(checkBrand({ ...filled, sort: '10000' })).toMatchObject({ body: { sort: 10_000 } });
  });
});
