import type { AdminPage, RoleNeed } from '@snapmall/shared/admin';

/** The console's navigation groups, in the order the menu lists them. */
export type GroupId = 'overview' | 'bank' | 'shop' | 'games' | 'customers' | 'content' | 'releases' | 'operators' | 'audit';

export interface ConsoleGroup {
  id: GroupId;
  /** Message id of the group's heading in the menu. */
  title: string;
}

/** A group whose pages come from a remote's './admin', under the remote's own prefix, for operators with `role`. */
export interface RemoteGroup extends ConsoleGroup {
  /** The federation container's name in remotes.json. */
  remote: string;
  prefix: string;
  /** Who may open the group's pages at all; the remote is not even loaded for anyone else. */
  role: RoleNeed;
}

/** A page of the console's own: an admin page (the remotes' contract) in one of the shell's groups. */
export interface ShellPage extends AdminPage {
  group: GroupId;
  /**
   * Also for an operator holding a remote's deploy right, whatever their roles (the Releases page): `role` is then
   * what opens it to everyone else. The registry (remote/list's can_deploy) says who holds one.
   */
  deployers?: true;
}
