/**
 * Calls about the messages the platform sends (docs/messages.md): the administrators' outbox
 * (`/outbox`), what carries the messages in this deployment, and sending a task's failed message
 * again (`/sign/:id`).
 */
import type { MessageStatus } from '@common/api/messages';
import { api, type Query, type Quiet } from './request';

export const queryMessages = (query: Query<'GET /api/messages'>, options?: Quiet) => api('GET /api/messages', { query, ...options });

export const getMessagingSettings = () => api('GET /api/messages/settings');

/** Sends a task's failed message again; answers the new message. */
export const resendTaskMessage = (taskId: number, messageId: number) =>
  api('POST /api/sign-tasks/:id/messages/:messageId/resend', { params: { id: taskId, messageId } });

/** Tag colour of each delivery state (antd preset colours), the same on every screen. */
export const MESSAGE_STATUS_COLOURS: Record<MessageStatus, string> = {
  held: 'default',
  queued: 'blue',
  sending: 'processing',
  sent: 'cyan',
  delivered: 'success',
  failed: 'error',
};

/** Badge of each delivery state in a list's cells. */
export const MESSAGE_STATUS_BADGES: Record<MessageStatus, 'default' | 'processing' | 'success' | 'error' | 'warning'> = {
  held: 'warning',
  queued: 'default',
  sending: 'processing',
  sent: 'processing',
  delivered: 'success',
  failed: 'error',
};
