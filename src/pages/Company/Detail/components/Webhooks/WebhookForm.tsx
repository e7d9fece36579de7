import { ModalForm, ProFormCheckbox, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { useT } from '@/hooks/useT';
import { createWebhook, updateWebhook } from '@/services/webhooks';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookCreated,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookUpdateBody,
} from '@common/api/webhooks';

interface Values {
  url: string;
  events: WebhookEventType[];
  enabled?: boolean;
}

/** Events in their list's order, whatever order they were ticked in. */
const inOrder = (events: WebhookEventType[]) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

/** Only what the form changed: switching on again (and nothing else) clears the failure streak. */
function changes(endpoint: WebhookEndpoint, { url, events, enabled }: Values): WebhookUpdateBody {
  const chosen = inOrder(events);
  return {
    ...(url.trim() !== endpoint.url && { url: url.trim() }),
    ...(chosen.join() !== inOrder(endpoint.events).join() && { events: chosen }),
    ...(enabled !== endpoint.enabled && { enabled }),
  };
}

interface Props {
  companyId: number;
  /** The endpoint to edit; none to create one. */
  endpoint?: WebhookEndpoint;
  onCreated: (created: WebhookCreated) => void;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * "新建 Webhook" or its edit: the address and the events it hears of; editing, also on or off
 * (switching on one the platform switched off after failures). The server refuses an address it
 * will not send to, under the field. Mounted only while open.
 */
const WebhookForm: React.FC<Props> = ({ companyId, endpoint, onCreated, onSaved, onClose }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<Values>();

  const save = async (values: Values) => {
    if (!endpoint) return onCreated(await createWebhook({ url: values.url.trim(), events: inOrder(values.events), companyId }, FORM_CALL));
    const body = changes(endpoint, values);
    if (Object.keys(body).length) await updateWebhook(endpoint.id, body, FORM_CALL);
    void message.success(t('pages.common.saved'));
    onSaved();
  };

  return (
    <ModalForm<Values>
      name={endpoint ? 'webhookEdit' : 'webhook'}
      form={form}
      title={t(endpoint ? 'pages.webhooks.edit' : 'pages.webhooks.create')}
      width={560}
      open
      onOpenChange={(open) => !open && onClose()}
      initialValues={endpoint ?? { events: [] }}
      onFinish={(values) => submitForm(form, () => save(values))}
    >
      <ProFormText
        name="url"
        label={t('pages.webhooks.url')}
        placeholder="https://example.com/esign/webhooks"
        extra={t('pages.webhooks.url.hint')}
        rules={[r.required(), { pattern: /^\s*https?:\/\//i, message: t('pages.webhooks.url.scheme') }]}
      />
      <ProFormCheckbox.Group
        name="events"
        label={t('pages.webhooks.events')}
        rules={[r.required()]}
        layout="vertical"
        options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(`pages.webhooks.event.${type}`) }))}
      />
      {endpoint && (
        <ProFormSwitch
          name="enabled"
          label={t('pages.webhooks.enabled')}
          extra={endpoint.disabledReason === 'failing' ? t('pages.webhooks.enabled.again') : undefined}
        />
      )}
    </ModalForm>
  );
};

export default WebhookForm;
