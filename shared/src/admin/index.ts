/**
 * The admin kit: what every page of the operator console is made of — the shell's own pages and each remote's
 * `./admin` pages alike.
 *
 * Imported as '@snapmall/shared/admin': a federated singleton of its own, offered lazily by the console only (the
 * shop never loads it). It takes the rest of shared as '@snapmall/shared', so it runs on the console's one store,
 * API slice and router.
 */
export { AdminList, type AdminListProps } from './list/AdminList';
export type { AdminColumn, BulkAction, BulkInput, FilterField, FilterOption, ListRequest, ListState, PageFetcher } from './list/types';
export { PAGE_SIZES, DEFAULT_LIMIT, readListState, writeListState, requestOf, filterErrors } from './list/listQuery';
export { fixedPages, allRows, pageOfRows, forCustomer, SERVER_PAGE } from './list/pages';
export { pagedCall, wholeCall, fixedPagesCall, type AdminResource } from './list/resource';
export { ResourceList, CustomerList } from './list/ResourceList';
export { collectRows, csvTable, downloadCsv, safeCell, CSV_MAX_ROWS, CSV_PAGE, type CsvTable } from './list/csv';
export { AdminPageFrame } from './AdminPageFrame';
export { Loaded } from './Loaded';
export { AddLink, ConsoleLink, CustomerLink, customerPath } from './ConsoleLink';
export { TextField, Toggle, SelectField } from './fields';
export { FormSection } from './FormSection';
export { useAdminForm, type Checked } from './useAdminForm';
export { saveBody } from './saveBody';
export { ReasonDialog } from './ReasonDialog';
export { AccountStatus } from './AccountStatus';
export { DiffView, diffRows, flatDiffRows, type DiffWords } from './DiffView';
export { DayChart } from './chart/DayChart';
export type { DayChartProps, DaySeries, ChartTone } from './chart/types';
export {
  adminSessionSlice,
  operatorLoggedIn,
  operatorLoggedOut,
  endedNoticeSeen,
  selectOperator,
  selectOperatorToken,
  selectSessionEnded,
  readOperatorSession,
  storeOperatorSession,
  useAdminSession,
  ADMIN_SESSION_KEY,
  type AdminSession,
  type AdminSessionState,
  type AdminRootState,
  type OperatorSession,
} from './session';
export { rolesAllow, isRole, ROLES, type RoleNeed } from './roles';
export { useWide, WIDE_MIN_WIDTH } from './useWide';
export { adminKitCatalogs } from './catalogs';
/** The console's contract with the remotes (their `./admin` expose), for a remote's pages to type against. */
export type { AdminPage, CustomerTab, CustomerTabProps, RemoteAdminModule } from '../remote/contract';
