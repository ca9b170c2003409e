/**
 * @snapmall/shared: loaded once per page as a federated singleton. The shell and every remote take the API
 * slice, the store factory, session, i18n, navigation, UI primitives, validators and money formatting from here.
 * The remotes' kit is not here: it is `@snapmall/shared/kit`, a singleton of its own that the shell offers lazily,
 * so a page that uses none of it (home, login) never loads it.
 */
export { api, dataQuery } from './api/api';
export { baseQuery, HOME_PATH, REQUEST_TIMEOUT_MS } from './api/baseQuery';
export type { ApiError, ApiErrorKind, RequestArgs, RequestOptions } from './api/baseQuery';
export { setRequestHooks } from './api/hooks';
export { callsOf, callRequest, type SendOf } from './api/calls';
export { newRequestId, useRequestId } from './api/requestId';
export { FRESH_ON_MOUNT_S, PREFETCH } from './api/prefetch';
export type { OutgoingRequest, RequestHooks } from './api/hooks';

export { makeStore, rootReducer, useAppDispatch, useAppSelector, useAppStore } from './store/store';
export type { AppDispatch, AppStore, RootState } from './store/store';

export { sessionSlice, loggedIn, loggedOut, userRefreshed, selectUser, selectToken, selectLoggedIn } from './session/sessionSlice';
export type { SessionState } from './session/sessionSlice';
export { sessionApi, useRetvalQuery, useLogoutMutation } from './session/sessionApi';
export { useLogout } from './session/useLogout';
export { emitForcedLogout, onForcedLogout, FORCED_LOGOUT_EVENT } from './session/events';
export { STORAGE_KEYS, FLASH_KEY, readStored, writeStored } from './session/storage';
export { configSlice, configLoaded, selectShopConfig, isShopConfig } from './config/configSlice';
export { signInPoints } from './config/signIn';

export { I18nProvider, INTL_LOCALE, sharedCatalogs } from './i18n/I18nProvider';
export {
  localeSlice,
  languageChanged,
  darkModeChanged,
  catalogsAdded,
  selectLanguage,
  selectDarkMode,
  selectCatalogs,
} from './i18n/localeSlice';
export type { Catalogs } from './i18n/localeSlice';

export { useNav, CONTACT_PATH, takePendingScroll } from './nav/useNav';
/**
 * The router, through shared only: react-router lives inside this singleton (so it is loaded once and only the
 * parts the app uses are bundled) instead of being a federated singleton of its own, which cannot be
 * tree-shaken. Import routing from here, never from 'react-router' (lint enforces it).
 */
export { HashRouter, MemoryRouter, useLocation, useNavigate, useSearchParams } from 'react-router';
export { historySteps, historyStore } from './nav/history';
export type { HistoryEntry, NavMode } from './nav/history';

export {
  uiSlice,
  toastShown,
  alertShown,
  loadingStarted,
  loadingEnded,
  directionSet,
  serviceSheetToggled,
  selectDirection,
  selectLoading,
} from './ui/uiSlice';
export type { Notice, AlertTip as AlertTipOptions } from './ui/uiSlice';
export { Toast } from './ui/Toast';
export { AlertTip } from './ui/AlertTip';
export { ServiceSheet, useServiceName } from './ui/ServiceSheet';
export { LoadingOverlay } from './ui/LoadingOverlay';
export { ConfirmProvider, useConfirm } from './ui/ConfirmProvider';
export { NavBar } from './ui/NavBar';
export { LanguageSwitch, DarkModeToggle } from './ui/Preferences';
export { Button } from './ui/Button';
export { Field, FormError, controlStyles } from './ui/Field';
export { useDialog } from './ui/useDialog';
export { useForm } from './ui/useForm';
export { useT } from './ui/useText';
export type { Rules } from './ui/useForm';
export * from './ui/timings';

export * from './validate/validators';
export { formatMoney } from './money/format';
export * from './format';
export { fromCents, percentOfCents, toCents } from './money/cents';
export { orderBreakdown, type OrderBreakdown } from './money/order';
export { ORDER_MAX_QUANTITY, POINTS_PER_CASH_UNIT } from './contract/rules';
export { absoluteUrl } from './content/urls';
export { PUBLISHED_AVATARS } from './content/avatars';
export type { PageProps, RemoteRoute, RemoteRoutesModule, RemoteRegistryEntry, RemoteRegistry, RegistryPreview, RouteAuth } from './remote/contract';
export { canaryBucket, inCanary, CANARY_BUCKETS } from './remote/canary';
export { insidePrefix, ownedBy } from './remote/prefixes';

// Types only from the contract's schemas: its runtime (TypeBox) stays on the server.
export type { UserInfo, Vip, CustomerEntry, ShopConfig } from './contract';
export type { Envelope, Language } from './contract/envelope';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from './contract/envelope';
export { RULES, isContactLink } from './contract/rules';
export { DEFAULT_SHOP_TIME_ZONE, DEFAULT_TAB_BAR } from './contract/defaults';
