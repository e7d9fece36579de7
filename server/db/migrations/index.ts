/**
 * The numbered migrations, in order. Append only: never edit one that has shipped. Ids are
 * recorded in every database in use (the `migrations` table), so numbers are never reused or
 * closed up: 8 and 9 were never released and stay unused.
 */
import type { Kysely } from 'kysely';
import * as companies from './001-companies';
import * as accounts from './002-accounts';
import * as loginCodes from './003-login-codes';
import * as notices from './004-notices';
import * as employees from './005-employees';
import * as preventionList from './006-prevention-list';
import * as employeeIndexes from './007-employee-indexes';
import * as contractTemplates from './010-contract-templates';
import * as fieldHelps from './011-field-helps';
import * as signing from './012-signing';
import * as jobsBatches from './013-jobs-batches';
import * as noticeMessages from './014-notice-messages';
import * as signTaskStats from './015-sign-task-stats';
import * as employeeLeaveDate from './016-employee-leave-date';
import * as auditEvents from './017-audit-events';
import * as accountAvatars from './018-account-avatars';
import * as sharedStores from './019-shared-stores';
import * as employeeCounts from './020-employee-counts';
import * as employeeNameCharacters from './021-employee-name-characters';
import * as pkiRegistry from './022-pki-registry';
import * as signEvidence from './023-sign-evidence';
import * as longTermRenewal from './024-long-term-renewal';
import * as messages from './025-messages';
import * as signTaskDurationMinutes from './026-sign-task-duration-minutes';
import * as passwordChangeRequired from './027-password-change-required';
import * as sealLibrary from './028-seal-library';
import * as sealApprovals from './029-seal-approvals';
import * as crossPageSeal from './030-cross-page-seal';
import * as apiKeys from './031-api-keys';
import * as idempotencyKeys from './032-idempotency-keys';
import * as webhooks from './033-webhooks';
import * as employeeNameGrams from './034-employee-name-grams';
import * as signTaskMonths from './035-sign-task-months';
import * as documentPageImages from './036-document-page-images';

export interface Migration {
  id: number;
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

export const migrations: Migration[] = [
  { id: 1, name: 'companies', up: companies.up },
  { id: 2, name: 'accounts', up: accounts.up },
  { id: 3, name: 'login-codes', up: loginCodes.up },
  { id: 4, name: 'notices', up: notices.up },
  { id: 5, name: 'employees', up: employees.up },
  { id: 6, name: 'prevention-list', up: preventionList.up },
  { id: 7, name: 'employee-indexes', up: employeeIndexes.up },
  { id: 10, name: 'contract-templates', up: contractTemplates.up },
  { id: 11, name: 'field-helps', up: fieldHelps.up },
  { id: 12, name: 'signing', up: signing.up },
  { id: 13, name: 'jobs-batches', up: jobsBatches.up },
  { id: 14, name: 'notice-messages', up: noticeMessages.up },
  { id: 15, name: 'sign-task-stats', up: signTaskStats.up },
  { id: 16, name: 'employee-leave-date', up: employeeLeaveDate.up },
  { id: 17, name: 'audit-events', up: auditEvents.up },
  { id: 18, name: 'account-avatars', up: accountAvatars.up },
  { id: 19, name: 'shared-stores', up: sharedStores.up },
  { id: 20, name: 'employee-counts', up: employeeCounts.up },
  { id: 21, name: 'employee-name-characters', up: employeeNameCharacters.up },
  { id: 22, name: 'pki-registry', up: pkiRegistry.up },
  { id: 23, name: 'sign-evidence', up: signEvidence.up },
  { id: 24, name: 'long-term-renewal', up: longTermRenewal.up },
  { id: 25, name: 'messages', up: messages.up },
  { id: 26, name: 'sign-task-duration-minutes', up: signTaskDurationMinutes.up },
  { id: 27, name: 'password-change-required', up: passwordChangeRequired.up },
  { id: 28, name: 'seal-library', up: sealLibrary.up },
  { id: 29, name: 'seal-approvals', up: sealApprovals.up },
  { id: 30, name: 'cross-page-seal', up: crossPageSeal.up },
  { id: 31, name: 'api-keys', up: apiKeys.up },
  { id: 32, name: 'idempotency-keys', up: idempotencyKeys.up },
  { id: 33, name: 'webhooks', up: webhooks.up },
  { id: 34, name: 'employee-name-grams', up: employeeNameGrams.up },
  { id: 35, name: 'sign-task-months', up: signTaskMonths.up },
  { id: 36, name: 'document-page-images', up: documentPageImages.up },
];
