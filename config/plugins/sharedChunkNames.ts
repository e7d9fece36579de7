/**
 * Names for Umi's granular shared chunks that tell unnamed chunks apart. Umi names a shared chunk
 * after the names of the chunks that use its modules; a lazily imported component's chunk has no
 * name, so modules shared by the signing page and one lazy chunk, and by the signing page and
 * another, landed in one chunk, and each page loaded the other's modules with its own. An unnamed
 * chunk is named here by what imports it, which is stable from build to build.
 */
import type { IApi } from '@umijs/max';
import { createHash } from 'node:crypto';

interface Chunk {
  name?: string | null;
  groupsIterable: Iterable<{ origins: Array<{ request?: string; module?: { identifier(): string } | null }> }>;
}

const chunkKey = (chunk: Chunk) =>
  chunk.name ??
  [...chunk.groupsIterable]
    .flatMap((group) => group.origins.map((o) => `${o.module?.identifier() ?? ''}>${o.request ?? ''}`))
    .sort()
    .join('|');

function sharedChunkName(_module: unknown, chunks: Chunk[]) {
  const digest = createHash('sha1').update(chunks.map(chunkKey).join('\n')).digest('base64url');
  return `shared-${digest}`;
}

export default (api: IApi) => {
  api.modifyWebpackConfig((config) => {
    const { splitChunks } = config.optimization ?? {};
    const shared = splitChunks ? (splitChunks.cacheGroups as Record<string, { name?: unknown }> | undefined)?.shared : undefined;
    if (shared) shared.name = sharedChunkName;
    return config;
  });
};
