import type { AdminBrand, BrandSaveBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { isShopPicture } from '../common/ImageField';
import { sortOf } from '../common/numbers';
import { saveBody, type Checked } from '@snapmall/shared/admin';

/** The form's fields, as typed. */
export interface BrandValues {
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  logo: string;
  sort: string;
  enabled: boolean;
}
export type BrandField = keyof BrandValues;

/** The schema's limits (BrandSaveBody). */
export const LIMITS = { name: 50, description: 500 } as const;

export const NEW_BRAND: BrandValues = { name_en: '', name_zh: '', description_en: '', description_zh: '', logo: '', sort: '0', enabled: true };

export const brandValues = (b: AdminBrand): BrandValues => ({
  name_en: b.name_en,
  name_zh: b.name_zh,
  description_en: b.description_en,
  description_zh: b.description_zh,
  logo: b.logo,
  sort: String(b.sort),
  enabled: b.enabled === 1,
});

/**
 * A brand checked as the server checks it (BrandSaveBody): both names, descriptions of at most 500 characters, a
 * logo that is a path on the shop (or none), a whole sort number. The message ids of what is wrong, or the body.
 */
export function checkBrand(v: BrandValues, id?: number): Checked<BrandField, Form<BrandSaveBody>> {
  const errors: Partial<Record<BrandField, string>> = {};
  for (const field of ['name_en', 'name_zh'] as const) {
    const value = v[field].trim();
    if (!value) errors[field] = 'admin.shopping.form.required';
    else if (value.length > LIMITS.name) errors[field] = 'admin.shopping.form.tooLong50';
  }
  for (const field of ['description_en', 'description_zh'] as const) if (v[field].trim().length > LIMITS.description) errors[field] = 'admin.shopping.form.tooLong500';
  const logo = v.logo.trim();
  if (logo && !isShopPicture(logo)) errors.logo = 'admin.shopping.image.badPath';
  const sort = sortOf(v.sort);
  if (sort === null) errors.sort = 'admin.shopping.form.badSort';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...saveBody(v, id, ['name_en', 'name_zh', 'description_en', 'description_zh']),
      logo,
      sort: sort!,
    },
  };
}
