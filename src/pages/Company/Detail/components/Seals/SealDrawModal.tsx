import { HighlightOutlined } from '@ant-design/icons';
import { ModalForm } from '@ant-design/pro-components';
import { Alert, Button, Form, message, Spin, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import { drawSeal } from '@/services/seals';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { DEFAULT_SEAL_KIND, SEAL_TEXT_MAX, type SealDrawBody } from '@common/api/seals';
import SealKindFields from './SealKindFields';
import { chosenKind, sealDrawBody, type SealKindValues } from './sealKind';
import { useSealPreview } from './useSealPreview';

const PREVIEW_SIZE = 200;

/** The seal the values name, once both kind and name are there and not too long: what is previewed. */
function drawable(values: Partial<SealKindValues>): SealDrawBody | undefined {
  const kind = chosenKind(values);
  const name = values.name?.trim();
  return kind && name && kind.length <= SEAL_TEXT_MAX && name.length <= SEAL_TEXT_MAX ? { kind, name } : undefined;
}

/** The preview of the seal the form would draw. */
const SealPreview: React.FC<{ companyId: number }> = ({ companyId }) => {
  const t = useT();
  const form = Form.useFormInstance<SealKindValues>();
  const body = drawable({
    kind: Form.useWatch('kind', form),
    otherKind: Form.useWatch('otherKind', form),
    name: Form.useWatch('name', form),
  });
  const { url, refusal, loading } = useSealPreview(companyId, body, t('pages.seals.preview.failed'));
  return (
    <Form.Item label={t('pages.seals.preview')} extra={t('pages.seals.preview.hint')}>
      <Spin spinning={loading}>
        <div style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, border: '1px dashed #d9d9d9', display: 'grid', placeItems: 'center' }}>
          {url ? (
            <img src={url} alt={t('pages.seals.preview')} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography.Text type="secondary">{t('pages.seals.preview.empty')}</Typography.Text>
          )}
        </div>
      </Spin>
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginTop: 8 }} />}
    </Form.Item>
  );
};

/** "生成印章": a round red seal drawn on the server, previewed as it is typed, then saved. */
const SealDrawModal: React.FC<{ companyId: number; namedKinds: string[]; onSaved: () => void }> = ({ companyId, namedKinds, onSaved }) => {
  const t = useT();
  const [form] = Form.useForm<SealKindValues>();
  return (
    <ModalForm<SealKindValues>
      form={form}
      title={t('pages.seals.draw')}
      width={480}
      initialValues={{ kind: DEFAULT_SEAL_KIND }}
      modalProps={{ destroyOnClose: true }}
      trigger={<Button icon={<HighlightOutlined />}>{t('pages.seals.draw')}</Button>}
      onFinish={async (values) => {
        if (!(await submitForm(form, () => drawSeal(companyId, sealDrawBody(values), FORM_CALL)))) return false;
        void message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <SealKindFields namedKinds={namedKinds} />
      <SealPreview companyId={companyId} />
    </ModalForm>
  );
};

export default SealDrawModal;
