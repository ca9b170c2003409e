import { api } from '@snapmall/shared';
import type { ListRequest } from '@snapmall/shared/admin';
import type {
  AdminBrand,
  AdminGoods,
  AdminGoodsPage,
  AdminOrder,
  AdminOrderShipBody,
  AdminPageOf,
  AdminVipLevel,
  BrandSaveBody,
  BulkAnswer,
  GoodsSaveBody,
  GoodsStockBody,
  VipSaveBody,
} from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';

/** The pages show their own loading and failure (beside a field, in the list): no overlay, no toast. */
const QUIET = { noLoading: true, silent: true } as const;
/** The server answers the goods 20 a page; a shop's catalogue is read whole at most this deep (2,000 items). */
const GOODS_PAGES = 100;

/** The catalogue's operator calls (issue 19); the catalogue role opens them. */
export const adminShopApi = api.enhanceEndpoints({ addTagTypes: ['AdminBrands', 'AdminGoods', 'AdminVip'] }).injectEndpoints({
  endpoints: (build) => ({
    adminBrands: build.query<AdminBrand[], void>({
      query: () => ({ url: '/api/admin/brand/list', body: { page: 1 } }),
      providesTags: ['AdminBrands'],
      extraOptions: QUIET,
    }),
    saveBrand: build.mutation<{ id: number }, Form<BrandSaveBody>>({
      query: (body) => ({ url: '/api/admin/brand/save', body }),
      invalidatesTags: ['AdminBrands'],
      extraOptions: QUIET,
    }),
    /**
     * Every item of a brand (or of all brands, brand 0), read page by page. goods/list takes a brand and a page
     * only; the console filters by level and sale state and pages the catalogue itself.
     */
    adminGoods: build.query<AdminGoods[], number>({
      async queryFn(brandId, _api, _extra, baseQuery) {
        const all: AdminGoods[] = [];
        for (let page = 1; page <= GOODS_PAGES; page++) {
          const result = await baseQuery({ url: '/api/admin/goods/list', body: { page, ...(brandId ? { brand_id: brandId } : {}) } });
          if (result.error) return { error: result.error };
          const answer = result.data as AdminGoodsPage;
          all.push(...answer.list);
          if (answer.list.length === 0 || all.length >= answer.total) break;
        }
        return { data: all };
      },
      providesTags: ['AdminGoods'],
      extraOptions: QUIET,
    }),
    saveGoods: build.mutation<{ id: number }, Form<GoodsSaveBody>>({
      query: (body) => ({ url: '/api/admin/goods/save', body }),
      invalidatesTags: ['AdminGoods'],
      extraOptions: QUIET,
    }),
    setStock: build.mutation<{ id: number; stock: number }, Form<GoodsStockBody>>({
      query: (body) => ({ url: '/api/admin/goods/stock', body }),
      invalidatesTags: ['AdminGoods'],
      extraOptions: QUIET,
    }),
    adminVip: build.query<AdminVipLevel[], void>({
      query: () => ({ url: '/api/admin/vip/list', body: { page: 1 } }),
      providesTags: ['AdminVip'],
      extraOptions: QUIET,
    }),
    saveVip: build.mutation<{ level: number }, Form<VipSaveBody>>({
      query: (body) => ({ url: '/api/admin/vip/save', body }),
      invalidatesTags: ['AdminVip'],
      extraOptions: QUIET,
    }),
    /**
     * One page of the orders for the list's filters, sort and size (AdminOrderListFilters, built by the admin kit's
     * list from the address); never kept once unused, since customers place orders all the time.
     */
    adminOrders: build.query<AdminPageOf<AdminOrder>, ListRequest>({
      query: (body) => ({ url: '/api/admin/order/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: QUIET,
    }),
    /** The selected orders shipped with one carrier and tracking number, each answered as done or refused. */
    shipOrders: build.mutation<BulkAnswer, Form<AdminOrderShipBody> & { ids: number[] }>({
      query: (body) => ({ url: '/api/admin/order/ship', body }),
      extraOptions: QUIET,
    }),
  }),
});

export const {
  useAdminBrandsQuery,
  useLazyAdminBrandsQuery,
  useSaveBrandMutation,
  useAdminGoodsQuery,
  useLazyAdminGoodsQuery,
  useSaveGoodsMutation,
  useSetStockMutation,
  useAdminVipQuery,
  useLazyAdminVipQuery,
  useSaveVipMutation,
  useAdminOrdersQuery,
  useLazyAdminOrdersQuery,
  useShipOrdersMutation,
} = adminShopApi;
