import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inertFileHeaders } from './policy';

interface PackageEntry {
  name: string;
  version: string;
  file: string;
  integrity: string;
  size: number;
}

/**
 * /packages/ (issue 29): the npm tarballs a team installs to build a remote in its own repository, the exact ones
 * this shop's build made (@snapmall/shared, @snapmall/rspack-preset: preset/bin/pack-packages.mjs), so
 * `npm install <shop>/packages/<file>` gets what the live shell provides. `/packages/` answers the index (each
 * package's name, version, file, integrity and size); a file is served only when the index names it, as bytes
 * (never sniffed, never a document). A shop built without them answers an empty index.
 */
export function packageRoutes(app: FastifyInstance, dir: string) {
  const index = (): { packages: PackageEntry[] } => {
    const file = path.join(dir, 'index.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { packages: PackageEntry[] }) : { packages: [] };
  };
  app.get('/packages', (request, reply) => reply.redirect('/packages/', 301));
  app.get('/packages/', (_request, reply) => reply.header('cache-control', 'no-cache').send(index()));
  app.get<{ Params: { file: string } }>('/packages/:file', (request, reply) => {
    const listed = index().packages.find((p) => p.file === request.params.file);
    if (!listed) return reply.callNotFound();
    inertFileHeaders(reply);
    reply.header('cache-control', 'no-cache').header('content-disposition', `attachment; filename="${listed.file}"`);
    return reply.type('application/gzip').send(readFileSync(path.join(dir, listed.file)));
  });
}
