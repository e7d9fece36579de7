/** The workers' own page's messages (/my), the shown language's loaded when the page loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/my'),
  'en-US': () => import('../en-US/my'),
  'zh-TW': () => import('../zh-TW/my'),
  'pt-BR': () => import('../pt-BR/my'),
  'id-ID': () => import('../id-ID/my'),
};

registerArea(catalogues);
