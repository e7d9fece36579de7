/** The seal library's messages (the company page's Seals tab), the shown language's loaded with that page. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/seals'),
  'en-US': () => import('../en-US/seals'),
  'zh-TW': () => import('../zh-TW/seals'),
  'pt-BR': () => import('../pt-BR/seals'),
  'id-ID': () => import('../id-ID/seals'),
};

registerArea(catalogues);
