/**
 * Bundles antd's styles for the first screens into umi.css, made at build time by
 * config/antdStaticStyles/render.ts, so that the browser does not make them while drawing those
 * screens. Production builds only: a development build names antd's classes differently.
 */
import type { IApi } from '@umijs/max';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default (api: IApi) => {
  if (api.env !== 'production') return;
  api.onGenerateFiles(() => {
    const css = execFileSync(process.execPath, ['--import', 'tsx', join(api.cwd, 'config', 'antdStaticStyles', 'render.ts')], {
      cwd: api.cwd,
      // antd's class names carry another prefix outside production.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    api.writeTmpFile({ path: 'antd.css', content: css });
  });
  api.addEntryImportsAhead(() => [{ source: '@@/plugin-antdStaticStyles/antd.css' }]);
};
