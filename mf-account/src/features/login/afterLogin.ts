/** Where a fresh session goes: back to the page that asked for login (same-app paths only), else "me". */
export function afterLogin(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/pages/login/')
    ? redirect
    : '/pages/my/info';
}
