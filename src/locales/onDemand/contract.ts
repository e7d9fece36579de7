/** The contract screens' messages, the shown language's loaded when one of those screens loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/contract'),
  'en-US': () => import('../en-US/contract'),
  'zh-TW': () => import('../zh-TW/contract'),
  'pt-BR': () => import('../pt-BR/contract'),
  'id-ID': () => import('../id-ID/contract'),
};

registerArea(catalogues);
