// Lints an OpenAPI document read from stdin with Redocly's lint engine (@redocly/openapi-core, what `@redocly/cli
// lint` runs) and its default `recommended` rules, and prints the problems as JSON: [{ rule, severity, message,
// where }]. server/test/openapi.test.ts feeds it the server's /api/openapi.json and expects none (issue 28).
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
for await (const chunk of process.stdin) source += chunk;
// One rule off, with its reason: the shop's code is published nowhere, so its license has no URL to point at.
const config = await createConfig({ extends: ['recommended'], rules: { 'info-license-strict': 'off' } });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
const where = (p) => p.location?.[0]?.pointer ?? '';
console.log(JSON.stringify(problems.map((p) => ({ rule: p.ruleId, severity: p.severity, message: p.message, where: where(p) }))));
