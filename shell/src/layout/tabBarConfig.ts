/** The tab bar's page configuration (SPEC.md §2): colours, border style, background and list. */
export interface TabBarConfig {
  color: string;
  selectedColor: string;
  borderStyle: 'black' | 'white';
  backgroundColor: string;
  list: { pagePath: string; text: string; icon: keyof typeof TAB_ICONS }[];
  /** Colours that replace the ones above in dark mode. */
  dark?: Partial<Pick<TabBarConfig, 'color' | 'selectedColor' | 'borderStyle' | 'backgroundColor'>>;
}

export const TAB_ICONS = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  notice: 'M4 9v6h4l6 4V5L8 9zm13-1a5 5 0 0 1 0 8',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
} as const;

export const tabBar: TabBarConfig = {
  color: '#7a7e83',
  selectedColor: '#e4393c',
  borderStyle: 'black',
  backgroundColor: '#ffffff',
  dark: { color: '#9aa0a6', borderStyle: 'white', backgroundColor: '#1c1f26' },
  list: [
    { pagePath: '/pages/index/index', text: 'tab.home', icon: 'home' },
    { pagePath: '/pages/notice/notice', text: 'tab.notice', icon: 'notice' },
    { pagePath: '/contact', text: 'tab.service', icon: 'service' },
    { pagePath: '/pages/my/info', text: 'tab.me', icon: 'me' },
  ],
};
