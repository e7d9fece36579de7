/** The home page's messages (figures, activity, quick actions), the shown language's loaded when /home loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/home'),
  'en-US': () => import('../en-US/home'),
  'zh-TW': () => import('../zh-TW/home'),
  'pt-BR': () => import('../pt-BR/home'),
  'id-ID': () => import('../id-ID/home'),
};

registerArea(catalogues);
