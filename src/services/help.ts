/** The help centre's articles (docs/api.md, "Help centre"). */
import type { HelpRole } from '@common/api/help';
import { api } from './request';

export const queryFaq = () => api('GET /api/help/faq');
export const queryManual = (role: HelpRole) => api('GET /api/help/manual/:role', { params: { role } });
