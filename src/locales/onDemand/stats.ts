/** The statistics page's messages, the shown language's loaded when /stats loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/stats'),
  'en-US': () => import('../en-US/stats'),
  'zh-TW': () => import('../zh-TW/stats'),
  'pt-BR': () => import('../pt-BR/stats'),
  'id-ID': () => import('../id-ID/stats'),
};

registerArea(catalogues);
