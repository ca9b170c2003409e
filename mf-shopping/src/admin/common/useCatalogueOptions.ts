import { useAdminBrandsQuery, useAdminVipQuery } from '../api';
import { useDataOptions } from './dataLabels';

/**
 * The brands (and, when asked, the VIP levels) as filter options named by their names, with the brands themselves
 * for the lists to name each row's brand. `ready` once the names are in the store; `error` when either list failed.
 */
export function useCatalogueOptions({ levels = false } = {}) {
  const brands = useAdminBrandsQuery();
  const vip = useAdminVipQuery(undefined, { skip: !levels });
  const brandOptions = useDataOptions(
    'mf_shopping/admin-brands',
    'admin.shopping.data.brand',
    brands.data?.map((b) => ({ value: b.id, en: b.name_en, zh: b.name_zh })),
  );
  const levelOptions = useDataOptions(
    'mf_shopping/admin-levels',
    'admin.shopping.data.level',
    levels ? vip.data?.map((v) => ({ value: v.level, en: `${v.level} · ${v.name}`, zh: `${v.level} · ${v.name}` })) : [],
  );
  return {
    brands: brands.data,
    levels: vip.data,
    brandOptions: brandOptions.options,
    levelOptions: levelOptions.options,
    ready: brandOptions.ready && (!levels || levelOptions.ready),
    error: brands.error ?? (levels ? vip.error : undefined),
    retry: () => {
      void brands.refetch();
      if (levels) void vip.refetch();
    },
  };
}
