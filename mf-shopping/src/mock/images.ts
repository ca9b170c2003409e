/**
 * The demo catalogue's pictures (shell/public/goods), inlined as data: addresses: the mock build is served alone,
 * where /goods/*.svg is not, and a picture that 404s would put an error in the console.
 */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(body)}`;

export const IMAGES = {
  kettle: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#eef2f7"/><path d="M70 180h100l-8-86a12 12 0 0 0-12-11H90a12 12 0 0 0-12 11z" fill="#2f6fde"/><path d="M168 110c22 0 30 14 30 30s-10 28-30 30" fill="none" stroke="#1d4fa8" stroke-width="12" stroke-linecap="round"/><rect x="92" y="62" width="56" height="16" rx="8" fill="#1d4fa8"/><rect x="112" y="50" width="16" height="16" rx="4" fill="#1d4fa8"/><rect x="62" y="178" width="116" height="14" rx="7" fill="#163d80"/><circle cx="92" cy="112" r="8" fill="#8fb3f2"/></svg>',
  ),
  mug: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#f2f2ec"/><path d="M160 100h12a22 22 0 0 1 0 44h-12" fill="none" stroke="#4a5560" stroke-width="12"/><rect x="64" y="78" width="100" height="112" rx="14" fill="#5f6f7e"/><path d="M96 56c-8 8 8 12 0 20M120 52c-8 8 8 12 0 20M144 56c-8 8 8 12 0 20" fill="none" stroke="#a3adb6" stroke-width="5" stroke-linecap="round"/><rect x="80" y="110" width="68" height="10" rx="5" fill="#8d9ba8"/></svg>',
  ),
  headphones: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#f4eefb"/><path d="M56 136v-16a64 64 0 0 1 128 0v16" fill="none" stroke="#3b2a58" stroke-width="14" stroke-linecap="round"/><rect x="40" y="124" width="40" height="64" rx="16" fill="#7b4fd0"/><rect x="160" y="124" width="40" height="64" rx="16" fill="#7b4fd0"/><rect x="52" y="138" width="16" height="36" rx="8" fill="#b99af0"/><rect x="172" y="138" width="16" height="36" rx="8" fill="#b99af0"/></svg>',
  ),
  watch: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#fbf3ea"/><rect x="96" y="30" width="48" height="180" rx="14" fill="#7a5230"/><circle cx="120" cy="120" r="52" fill="#d9a441"/><circle cx="120" cy="120" r="42" fill="#fffaf0"/><path d="M120 120V90M120 120l22 12" stroke="#3a2a18" stroke-width="6" stroke-linecap="round"/><circle cx="120" cy="120" r="5" fill="#3a2a18"/><rect x="172" y="112" width="10" height="16" rx="3" fill="#b7862f"/></svg>',
  ),
  sneakers: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#eaf7f0"/><path d="M40 160c0-30 10-62 30-72l22 26c14 14 40 18 66 22 28 4 42 12 42 24v8H40z" fill="#1f9d62"/><rect x="36" y="164" width="168" height="18" rx="9" fill="#f7f7f7" stroke="#c8d3cc" stroke-width="3"/><path d="M88 112l10 10M100 104l10 10M112 98l10 10" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>',
  ),
  backpack: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#fdeeee"/><path d="M96 60a24 24 0 0 1 48 0" fill="none" stroke="#8a2323" stroke-width="10"/><rect x="64" y="60" width="112" height="140" rx="30" fill="#d63a3a"/><rect x="84" y="128" width="72" height="52" rx="12" fill="#b02a2a"/><rect x="84" y="140" width="72" height="6" fill="#8a2323"/><circle cx="120" cy="98" r="8" fill="#f6c9c9"/></svg>',
  ),
} as const;
