import type { FastifyInstance } from 'fastify';
import { acceptedEncodings, type ReleaseFiles } from '../modules/releases/release-files';
import { etagMatches, IMMUTABLE } from './caching';
import { inertFileHeaders } from './policy';

/**
 * A release's files at `/remotes/<remote>/v/<version>/<path>`, from the release store: the same bytes at that URL
 * forever, so every cache may keep them for a year, and the ETag is the hash of the bytes sent (each encoding is
 * a file of its own). Any origin may load them: a remote's chunks are fetched by the shell's runtime. Only the
 * types of the gate's list are sent (ReleaseFiles.choose), each inert as a document (inertFileHeaders).
 */
export function releaseFileRoutes(app: FastifyInstance, files: ReleaseFiles) {
  app.get<{ Params: { name: string; version: string; '*': string } }>('/remotes/:name/v/:version/*', async (request, reply) => {
    const { name, version, '*': path } = request.params;
    const chosen = await files.choose(name, version, path, acceptedEncodings(request.headers['accept-encoding']));
    if (!chosen) return reply.callNotFound();
    const etag = `"${chosen.sha256}"`;
    reply.header('access-control-allow-origin', '*').header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding').header('etag', etag);
    inertFileHeaders(reply);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const bytes = await files.bytes(chosen.sha256);
    // Retention removed the blob between the look-up and the read: as gone as the release.
    if (!bytes) return reply.callNotFound();
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    return reply.type(chosen.contentType).send(bytes);
  });
}
