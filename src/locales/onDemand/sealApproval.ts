/** Seal approvals' messages (/sealApproval), the shown language's loaded when that page loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/sealApproval'),
  'en-US': () => import('../en-US/sealApproval'),
  'zh-TW': () => import('../zh-TW/sealApproval'),
  'pt-BR': () => import('../pt-BR/sealApproval'),
  'id-ID': () => import('../id-ID/sealApproval'),
};

registerArea(catalogues);
