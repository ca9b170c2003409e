import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CALLS } from '@snapmall/shared/contract';
import { startTestServer, type TestServer } from './helpers';

/**
 * The API described (issue 20): /api/openapi.json is generated from the routes' own schemas, names every call the
 * server answers with its request body, marks which token each needs (the admin calls an operator's), and the
 * reference page at /api/docs is served from the package with a page policy of its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Body = { content: Record<string, { schema: { properties?: Record<string, { properties?: object }> } }> };
type Operation = { summary?: string; operationId?: string; tags?: string[]; security?: Array<Record<string, string[]>>; requestBody?: Body; responses?: Record<string, Body> };
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { in: string; name: string }> } };

async function spec(): Promise<Document> {
  const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<Document>();
}

describe('the OpenAPI description', () => {
  it('has every API call the server answers, each with its request body, and nothing else', async () => {
    const doc = await spec();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('SnapMall API');
    const described = Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`)).sort();
    const served = server.app.apiCatalog.map((r) => `${r.method} ${r.url}`).sort();
    expect(described).toEqual(served);
    expect(served.length).toBeGreaterThan(100);
    const login = doc.paths['/api/user/login']!.post!;
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual(expect.arrayContaining(['account', 'password']));
  });

  it('describes each call\'s answers from the contract: the envelope with its data, and the refusal shapes', async () => {
    const doc = await spec();
    const answers = doc.paths['/api/recharge/submit']!.post!.responses!;
    const ok = answers['200']!.content['application/json']!.schema;
    expect(Object.keys(ok.properties!)).toEqual(expect.arrayContaining(['code', 'msg', 'time', 'data']));
    expect(Object.keys(ok.properties!.data!.properties!)).toEqual(expect.arrayContaining(['id', 'channel_id', 'amount', 'status', 'reviewtime']));
    expect(Object.keys(answers['422']!.content['application/json']!.schema.properties!)).toContain('errors');
    expect(answers['4XX'] ?? answers['4xx']).toBeDefined();
  });

  it("marks the admin calls as needing an operator's token, a customer's calls a customer's, and open calls none", async () => {
    const doc = await spec();
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({ in: 'header', name: 'token' });
    const securityOf = (url: string) => doc.paths[url]!.post!.security;
    expect(securityOf('/api/admin/deposit/list')).toEqual([{ operatorToken: [] }]);
    expect(doc.paths['/api/admin/deposit/list']!.post!.tags).toEqual(['admin']);
    expect(securityOf('/api/recharge/submit')).toEqual([{ customerToken: [] }]);
    expect(securityOf('/api/common/config')).toEqual([]);
    for (const route of server.app.apiCatalog) {
      const expected = { operator: [{ operatorToken: [] }], user: [{ customerToken: [] }], runner: [{ smokeRunnerToken: [] }], none: [] }[route.auth];
      expect({ url: route.url, security: doc.paths[route.url]![route.method.toLowerCase()]!.security }).toEqual({ url: route.url, security: expected });
    }
  });

  it("names each operation by the contract's call: its summary, and an operationId of its own", async () => {
    const doc = await spec();
    const operations = Object.entries(doc.paths).map(([url, ops]) => ({ url, ...ops.post! }));
    expect(operations.filter((op) => op.summary !== CALLS[op.url as keyof typeof CALLS]?.summary).map((op) => op.url)).toEqual([]);
    expect(doc.paths['/api/admin/login/enrol/totp']!.post!.operationId).toBe('adminLoginEnrolTotp');
    expect(doc.paths['/api/admin/operator/factor-reset']!.post!.operationId).toBe('adminOperatorFactorReset');
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it("is clean under Redocly's lint (the engine of `@redocly/cli lint`, its recommended rules)", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const lint = path.resolve(__dirname, '../../scripts/openapi-lint.mjs');
    const problems: unknown[] = JSON.parse(execFileSync(process.execPath, [lint], { input: res.body, encoding: 'utf8' }));
    expect(problems).toEqual([]);
    // The same lint finds a problem when there is one: an operation with no summary and no id.
    const doc = res.json<Document>();
    const { summary: _s, operationId: _o, ...bare } = doc.paths['/api/user/login']!.post!;
    const broken = JSON.stringify({ ...doc, paths: { ...doc.paths, '/api/user/login': { post: bare } } });
    const found = JSON.parse(execFileSync(process.execPath, [lint], { input: broken, encoding: 'utf8' })) as Array<{ rule: string }>;
    expect(found.map((p) => p.rule).sort()).toEqual(['operation-operationId', 'operation-summary']);
  });

  it('serves a reference page at /api/docs from the package, under its own page policy', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const bundle = await server.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
