import { leadsToPage, SHELL_PAGE_PATHS } from './links';

const rewards = { prefixes: ['/pages/rewards/'], routes: ['/pages/rewards/index'] };
const fromDisk = { prefixes: ['/pages/my/'] };

it("leads to the shell's pages, customer service, and a live route of the remote that owns the path", () => {
  for (const path of [...SHELL_PAGE_PATHS, '/contact', '/pages/rewards/index']) expect({ path, leads: leadsToPage(path, [rewards]) }).toEqual({ path, leads: true });
  for (const path of ['/pages/rewards/nowhere', '/pages/rewards/', '/pages/wallet/index', '/pages/index/nowhere', '/contact/x']) {
    expect({ path, leads: leadsToPage(path, [rewards, fromDisk]) }).toEqual({ path, leads: false });
  }
});

it('judges a remote with no routes known (served from its local build) by its prefixes', () => {
  expect(leadsToPage('/pages/my/info', [fromDisk])).toBe(true);
  expect(leadsToPage('/pages/my/info', [])).toBe(false);
});
