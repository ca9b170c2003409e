import { useMemo } from 'react';
import { useAdminSession } from '@snapmall/shared/admin';
import type { ShellPage } from '../routing/pageTypes';
import { useConsoleRemotesQuery } from './api';

/**
 * The shell's pages as this operator may open them: a page for deployers (Releases) is opened to an operator who
 * holds any remote's deploy right, whatever their roles — which the registry (remote/list's can_deploy) says, as
 * it is no role. An owner holds every role and is never asked.
 */
export function useShellPages(pages: readonly ShellPage[]): readonly ShellPage[] {
  const { can } = useAdminSession();
  const owner = can('owner');
  const { data } = useConsoleRemotesQuery(undefined, { skip: owner });
  const deploys = data?.some((r) => r.can_deploy) ?? false;
  return useMemo(() => (deploys ? pages.map((p) => (p.deployers ? { ...p, role: 'operator' as const } : p)) : pages), [deploys, pages]);
}
