/** The signing screens' messages, the shown language's loaded when one of those screens loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/sign'),
  'en-US': () => import('../en-US/sign'),
  'zh-TW': () => import('../zh-TW/sign'),
  'pt-BR': () => import('../pt-BR/sign'),
  'id-ID': () => import('../id-ID/sign'),
};

registerArea(catalogues);
