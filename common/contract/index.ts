/**
 * Every route of the API, declared once (define.ts), by area: one file of routes/ per route module
 * of server/routes/. The server mounts them (support/mount.ts) and describes them (openapi/); the
 * SPA calls them through `Endpoints`, a type only.
 */
import type { EndpointsOf } from './define';
import { accountRoutes } from './routes/accounts';
import { apiDocsRoutes } from './routes/api-docs';
import { apiKeyRoutes } from './routes/api-keys';
import { auditEventRoutes } from './routes/audit-events';
import { batchRoutes } from './routes/batches';
import { companyRoutes } from './routes/companies';
import { contractRoutes } from './routes/contracts';
import { currentUserRoutes } from './routes/current-user';
import { devOutboxRoutes } from './routes/dev-outbox';
import { employeeImportRoutes } from './routes/employee-import';
import { employeeRoutes } from './routes/employees';
import { fieldHelpRoutes } from './routes/field-helps';
import { helpRoutes } from './routes/help';
import { loginRoutes } from './routes/login';
import { messageRoutes } from './routes/messages';
import { myAccountRoutes } from './routes/my-account';
import { myRoutes } from './routes/my';
import { noticeRoutes } from './routes/notices';
import { pkiRoutes } from './routes/pki';
import { preventionListRoutes } from './routes/prevention-list';
import { sealApprovalRoutes } from './routes/seal-approvals';
import { sealRoutes } from './routes/seals';
import { signTaskRoutes } from './routes/sign-tasks';
import { signingRoutes } from './routes/signing';
import { statsRoutes } from './routes/stats';
import { verifyRoutes } from './routes/verify';
import { webhookRoutes } from './routes/webhooks';

export const routeAreas = {
  account: accountRoutes,
  apiDocs: apiDocsRoutes,
  apiKey: apiKeyRoutes,
  auditEvent: auditEventRoutes,
  batch: batchRoutes,
  company: companyRoutes,
  contract: contractRoutes,
  currentUser: currentUserRoutes,
  devOutbox: devOutboxRoutes,
  employeeImport: employeeImportRoutes,
  employee: employeeRoutes,
  fieldHelp: fieldHelpRoutes,
  help: helpRoutes,
  login: loginRoutes,
  message: messageRoutes,
  myAccount: myAccountRoutes,
  my: myRoutes,
  notice: noticeRoutes,
  pki: pkiRoutes,
  preventionList: preventionListRoutes,
  sealApproval: sealApprovalRoutes,
  seal: sealRoutes,
  signTask: signTaskRoutes,
  signing: signingRoutes,
  stats: statsRoutes,
  verify: verifyRoutes,
  webhook: webhookRoutes,
};

/** `'METHOD /api/path'` to what the route takes and answers (src/services/request.ts). */
export type Endpoints = EndpointsOf<typeof accountRoutes> &
  EndpointsOf<typeof apiDocsRoutes> &
  EndpointsOf<typeof apiKeyRoutes> &
  EndpointsOf<typeof auditEventRoutes> &
  EndpointsOf<typeof batchRoutes> &
  EndpointsOf<typeof companyRoutes> &
  EndpointsOf<typeof contractRoutes> &
  EndpointsOf<typeof currentUserRoutes> &
  EndpointsOf<typeof devOutboxRoutes> &
  EndpointsOf<typeof employeeImportRoutes> &
  EndpointsOf<typeof employeeRoutes> &
  EndpointsOf<typeof fieldHelpRoutes> &
  EndpointsOf<typeof helpRoutes> &
  EndpointsOf<typeof loginRoutes> &
  EndpointsOf<typeof messageRoutes> &
  EndpointsOf<typeof myAccountRoutes> &
  EndpointsOf<typeof myRoutes> &
  EndpointsOf<typeof noticeRoutes> &
  EndpointsOf<typeof pkiRoutes> &
  EndpointsOf<typeof preventionListRoutes> &
  EndpointsOf<typeof sealApprovalRoutes> &
  EndpointsOf<typeof sealRoutes> &
  EndpointsOf<typeof signTaskRoutes> &
  EndpointsOf<typeof signingRoutes> &
  EndpointsOf<typeof statsRoutes> &
  EndpointsOf<typeof verifyRoutes> &
  EndpointsOf<typeof webhookRoutes>;

export type Endpoint = keyof Endpoints;
