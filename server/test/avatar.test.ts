import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import { PUBLISHED_AVATARS, RULES, type Language, type UserInfo } from '@snapmall/shared/contract';
import { t } from '../src/i18n/messages';
import { isAllowedAvatar, parseAvatarHosts } from '../src/modules/account/avatar';
import { registerUser, startTestServer, type TestServer } from './helpers';

const HOSTS = ['cdn.example.com', 'img.example.net:8443'];

/** Values an attacker would try: other schemes, other origins, escapes out of the path, odd characters. */
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  '//evil.example/a.png',
  '///evil.example/a.png',
  '/\\evil.example/a.png',
  '\\\\evil.example\\a.png',
  '/avatars\\..\\api',
  '/avatars/../api/user/logout',
  '/..',
  '/a/%2e%2e/b',
  '/a/.%2E/b',
  '/a/..?x=1',
  '/avatars/1.svg\n',
  '/avatars/1.svg\u0000',
  '/a\tb',
  '/a b.png',
  '/a"onerror="alert(1)',
  '/<script>',
  'avatars/1.svg',
  '/',
  'http://cdn.example.com/a.png',
  'https://evil.example/a.png',
  'https://cdn.example.com.evil.example/a.png',
  'https://cdn.example.com@evil.example/a.png',
  'https://user:pass@cdn.example.com/a.png',
  'https://cdn.example.com:444/a.png',
  'https://img.example.net/a.png',
  'https://cdn.example.com\\@evil.example/a.png',
  'https://evil.example\\@cdn.example.com/a.png',
  'https:cdn.example.com/a.png',
  'ftp://cdn.example.com/a.png',
  `/${'a'.repeat(RULES.avatarMax)}`,
];

const ACCEPTED = [
  '',
  ...PUBLISHED_AVATARS,
  '/uploads/2026/ada.png',
  '/avatars/7.svg?v=2#top',
  '/a/..b/c..d/.e',
  "/~ada/(1)!$&'*+,;=:@%20.png",
  'https://cdn.example.com/avatars/ada.png',
  'https://CDN.Example.com/a.png?size=96',
  'https://cdn.example.com:443/a.png',
  'https://img.example.net:8443/a.png',
];

describe('which avatars may be stored', () => {
  it.each(ACCEPTED)('accepts %j', (value) => expect(isAllowedAvatar(value, HOSTS)).toBe(true));
  it.each(REFUSED)('refuses %j', (value) => expect(isAllowedAvatar(value, HOSTS)).toBe(false));

  it('accepts no https avatar at all while the allow-list is empty (the default)', () => {
    expect(isAllowedAvatar('https://cdn.example.com/a.png', [])).toBe(false);
    expect(isAllowedAvatar('/avatars/1.svg', [])).toBe(true);
  });

  it('reads AVATAR_HOSTS as comma-separated hosts, normalised, ignoring what is not a host', () => {
    expect(parseAvatarHosts(undefined)).toEqual([]);
    expect(parseAvatarHosts('')).toEqual([]);
    expect(parseAvatarHosts(' CDN.Example.com , img.example.net:8443,,cdn.example.com:443, https://x.example/, a b, u@h')).toEqual([
      'cdn.example.com',
      'img.example.net:8443',
    ]);
  });

  it('publishes avatars that the shell really serves', () => {
    expect(PUBLISHED_AVATARS).toHaveLength(6);
    for (const avatar of PUBLISHED_AVATARS) {
      expect(existsSync(path.join(__dirname, '../../shell/public', avatar))).toBe(true);
      expect(new RegExp(RULES.avatarPathPattern, 'u').test(avatar)).toBe(true);
    }
  });

  it.each([
    ['avatarPathPattern', `/a${'/.a'.repeat(20_000)}\u0000`],
    ['avatarHttpsPattern', `https://${'a/'.repeat(40_000)}\u0000`],
  ] as const)('keeps %s free of catastrophic backtracking', (name, nearMiss) => {
    expect(checkSync(RULES[name], 'u').status).toBe('safe');
    // Linear in practice too: a long near-miss is decided at once (judged by CPU used, which other work on the
    // machine does not stretch as it does the clock).
    const cpu = process.cpuUsage();
    expect(new RegExp(RULES[name], 'u').test(nearMiss)).toBe(false);
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
  });
});

describe('POST /api/user/profile with an avatar', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ avatarHosts: HOSTS });
  });
  afterAll(() => server.close());

  const save = (token: string, avatar: unknown, lang: Language = 'en-us') =>
    server.post<UserInfo>(`/api/user/profile?lang=${lang}`, { avatar, lang }, { token });
  const storedAvatar = async (id: number) =>
    (await server.db.query<{ avatar: string }>('SELECT avatar FROM users WHERE id = $1', [id]))[0]!.avatar;

  it.each(ACCEPTED)('stores %j and answers it in the user info', async (avatar) => {
    const user = await registerUser(server);
    const res = await save(user.token, avatar);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.avatar).toBe(avatar);
    expect(await storedAvatar(user.userinfo.id)).toBe(avatar);
  });

  it.each(REFUSED)('refuses %j with 422 and a translated message on avatar, storing nothing', async (avatar) => {
    const user = await registerUser(server);
    await save(user.token, '/avatars/2.svg');
    for (const lang of ['en-us', 'zh-tw'] as const) {
      const res = await save(user.token, avatar, lang);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['avatar']);
      // Translated and about the avatar: the schema's refusal ("Avatar is not valid", or the characters one) or
      // the server check's, which names what is allowed.
      expect(res.body.errors!.avatar!.length).toBeGreaterThan(0);
      for (const message of res.body.errors!.avatar!) expect(message).toMatch(lang === 'en-us' ? /avatar/i : /頭像/);
      expect(res.body.msg).toBe(res.body.errors!.avatar![0]);
      if (lang === 'en-us') expect(res.body.msg).not.toMatch(/頭像/);
    }
    expect(await storedAvatar(user.userinfo.id)).toBe('/avatars/2.svg');
  });

  it('names the allowed avatars when an https host is not on the list, in the request language', async () => {
    const user = await registerUser(server);
    const en = await save(user.token, 'https://evil.example/a.png', 'en-us');
    expect(en.body.errors).toEqual({ avatar: ['Please choose one of the avatars offered, or an image from an allowed site'] });
    const zh = await save(user.token, 'https://evil.example/a.png', 'zh-tw');
    expect(zh.body.errors).toEqual({ avatar: ['請選擇提供的頭像，或允許網站上的圖片'] });
  });

  it('leaves the avatar alone when a profile save does not send one', async () => {
    const user = await registerUser(server);
    await save(user.token, '/avatars/5.svg');
    const res = await server.post<UserInfo>('/api/user/profile', { nickname: 'Ada' }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.avatar).toBe('/avatars/5.svg');
  });

  it('refuses every https avatar on a server whose allow-list is empty', async () => {
    const plain = await startTestServer();
    try {
      const user = await registerUser(plain);
      const res = await plain.post('/api/user/profile', { avatar: 'https://cdn.example.com/a.png' }, { token: user.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ avatar: [t('en-us', 'validation.avatar')] });
    } finally {
      await plain.close();
    }
  });
});
