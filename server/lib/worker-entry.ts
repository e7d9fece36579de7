import { dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The path of a worker's entry file under server/`folder`. `__filename` is what CommonJS (tsx's
 * default here, jest) gives; import.meta is left out on purpose, as the CommonJS builds would
 * empty it.
 */
export function workerEntry(folder: string, file: string): string {
  const server = typeof __filename === 'string' && isAbsolute(__filename) ? dirname(dirname(__filename)) : resolve('server');
  return join(server, folder, file);
}
