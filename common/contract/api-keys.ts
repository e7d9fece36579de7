/** API keys (docs/api.md, "API keys"): a company's systems calling the API with `Authorization: Bearer <key>`. */
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEY_ROLES, API_KEY_STATUSES } from '../api/api-keys';
import { isoTime } from './define';
import { listQueryShape, queryId, requiredText } from './fields';

export const ApiKeyCreateBody = z
  .object({
    name: requiredText(API_KEY_NAME_MAX),
    role: z.enum(API_KEY_ROLES).describe('The role the key acts as.'),
    companyId: z.number().int().min(1).optional().describe('Administrators: the company. A company user’s keys are its own company’s.'),
    departmentId: z.number().int().min(1).optional().describe('The department of a `department` key (one of the company’s).'),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional().describe('A future time; absent or null: the key does not expire.'),
  })
  .meta({ id: 'ApiKeyCreateBody' });

export const ApiKeyCreated = z
  .object({
    id: z.number().int(),
    prefix: z.string(),
    secret: z.string().describe('The key itself: shown this once and never again.'),
  })
  .meta({ id: 'ApiKeyCreated' });

export const ApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(API_KEY_ROLES),
    companyId: z.number().int(),
    departmentId: z.number().int().nullable(),
    accountId: z.number().int().describe('The account the key acts through: grant it seals as any operator.'),
    prefix: z.string().describe('`esk_` and 8 characters: how the key starts.'),
    status: z.enum(API_KEY_STATUSES).describe('`revoked` and `expired` keys answer 401.'),
    createdByName: z.string().nullable(),
    createdAt: isoTime(),
    expiresAt: isoTime().nullable(),
    lastUsedAt: isoTime().nullable().describe('Counted per server process and written at most once a second.'),
    useCount: z.number().int(),
    revokedAt: isoTime().nullable(),
  })
  .meta({ id: 'ApiKey', description: 'A key in the list: never its secret nor its hash.' });

export const API_KEY_SORTS = ['id', 'name', 'createdAt', 'lastUsedAt'] as const;

export const ApiKeyQuery = z.object({
  ...listQueryShape(API_KEY_SORTS),
  companyId: queryId().describe('Administrators only: one company’s keys.'),
});

export type ApiKeyCreateBody = z.input<typeof ApiKeyCreateBody>;
export type ApiKeyCreated = z.output<typeof ApiKeyCreated>;
export type ApiKey = z.output<typeof ApiKey>;
export type ApiKeyQuery = z.input<typeof ApiKeyQuery>;
