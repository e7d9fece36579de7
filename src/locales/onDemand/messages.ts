/** The messages' words (the outbox page, a task's texts and mails), the shown language's loaded when one of those screens loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/messages'),
  'en-US': () => import('../en-US/messages'),
  'zh-TW': () => import('../zh-TW/messages'),
  'pt-BR': () => import('../pt-BR/messages'),
  'id-ID': () => import('../id-ID/messages'),
};

registerArea(catalogues);
