/** API keys' and webhooks' messages (the company page's two tabs), the shown language's loaded with that page. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/integrations'),
  'en-US': () => import('../en-US/integrations'),
  'zh-TW': () => import('../zh-TW/integrations'),
  'pt-BR': () => import('../pt-BR/integrations'),
  'id-ID': () => import('../id-ID/integrations'),
};

registerArea(catalogues);
