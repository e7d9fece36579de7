/** Batch signing's and scheduled sends' messages (/batchSign, /advanceSend), the shown language's loaded when one of those pages loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/batch'),
  'en-US': () => import('../en-US/batch'),
  'zh-TW': () => import('../zh-TW/batch'),
  'pt-BR': () => import('../pt-BR/batch'),
  'id-ID': () => import('../id-ID/batch'),
};

registerArea(catalogues);
