/** The signed-in user (server/routes/current-user.ts). */
import { api, type Quiet } from './request';

export const queryCurrentUser = (options?: Quiet) => api('GET /api/currentUser', options);
