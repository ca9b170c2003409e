import { api, callRequest, callsOf } from '@snapmall/shared';
import type { AnswerOf } from '@snapmall/shared/contract';

/** The pages show their own loading and failure (beside a field, in the list): no overlay, no toast. */
const QUIET = { noLoading: true, silent: true } as const;
/** The server answers the goods 20 a page; a shop's catalogue is read whole at most this deep (2,000 items). */
const GOODS_PAGES = 100;
/** A page of /api/admin/goods/list's items, as the contract answers it. */
type GoodsPage = AnswerOf<'/api/admin/goods/list'>;

/** The catalogue's operator calls (issue 19); the catalogue role opens them. */
export const adminShopApi = api.enhanceEndpoints({ addTagTypes: ['AdminBrands', 'AdminGoods', 'AdminVip'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      adminBrands: call.query('/api/admin/brand/list', { body: (_: void) => ({ page: 1 }), providesTags: ['AdminBrands'], extraOptions: QUIET }),
      saveBrand: call.mutation('/api/admin/brand/save', { invalidatesTags: ['AdminBrands'], extraOptions: QUIET }),
      /**
       * Every item of a brand (or of all brands, brand 0), read page by page. goods/list takes a brand and a page
       * only; the console filters by level and sale state and pages the catalogue itself.
       */
      adminGoods: build.query<GoodsPage['list'], number>({
        async queryFn(brandId, _api, _extra, baseQuery) {
          const all: GoodsPage['list'] = [];
          for (let page = 1; page <= GOODS_PAGES; page++) {
            const result = await baseQuery(callRequest('/api/admin/goods/list', { page, ...(brandId ? { brand_id: brandId } : {}) }));
            if (result.error) return { error: result.error };
            const answer = result.data as GoodsPage;
            all.push(...answer.list);
            if (answer.list.length === 0 || all.length >= answer.total) break;
          }
          return { data: all };
        },
        providesTags: ['AdminGoods'],
        extraOptions: QUIET,
      }),
      saveGoods: call.mutation('/api/admin/goods/save', { invalidatesTags: ['AdminGoods'], extraOptions: QUIET }),
      setStock: call.mutation('/api/admin/goods/stock', { invalidatesTags: ['AdminGoods'], extraOptions: QUIET }),
      adminVip: call.query('/api/admin/vip/list', { body: (_: void) => ({ page: 1 }), providesTags: ['AdminVip'], extraOptions: QUIET }),
      saveVip: call.mutation('/api/admin/vip/save', { invalidatesTags: ['AdminVip'], extraOptions: QUIET }),
      /**
       * One page of the orders for the list's filters, sort and size (AdminOrderListFilters, built by the admin kit's
       * list from the address); never kept once unused, since customers place orders all the time.
       */
      adminOrders: call.query('/api/admin/order/list', { keepUnusedDataFor: 0, extraOptions: QUIET }),
      /** The selected orders shipped with one carrier and tracking number, each answered as done or refused. */
      shipOrders: call.mutation('/api/admin/order/ship', { extraOptions: QUIET }),
    };
  },
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
