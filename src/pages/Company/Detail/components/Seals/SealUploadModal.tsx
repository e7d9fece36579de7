import { UploadOutlined } from '@ant-design/icons';
import { ModalForm } from '@ant-design/pro-components';
import { Button, Form, message, Upload } from 'antd';
import { useT } from '@/hooks/useT';
import { uploadSeal } from '@/services/seals';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { DEFAULT_SEAL_KIND } from '@common/api/seals';
import { LIMITS } from '@common/validation/limits';
import SealKindFields from './SealKindFields';
import { sealDrawBody, type SealKindValues } from './sealKind';

const SEAL_TYPES = ['image/png', 'image/jpeg'];

type Values = SealKindValues & { file: File[] };

/** "上传印章": a PNG or JPEG of at most 1 MB, which the server keeps as a transparent PNG. */
const SealUploadModal: React.FC<{ companyId: number; namedKinds: string[]; onSaved: () => void }> = ({
  companyId,
  namedKinds,
  onSaved,
}) => {
  const t = useT();
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={t('pages.seals.upload')}
      width={480}
      initialValues={{ kind: DEFAULT_SEAL_KIND }}
      modalProps={{ destroyOnClose: true }}
      trigger={
        <Button type="primary" icon={<UploadOutlined />}>
          {t('pages.seals.upload')}
        </Button>
      }
      onFinish={async (values) => {
        if (!(await submitForm(form, () => uploadSeal(companyId, values.file[0], sealDrawBody(values), FORM_CALL)))) return false;
        void message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <SealKindFields namedKinds={namedKinds} />
      <Form.Item
        name="file"
        label={t('pages.seals.file')}
        extra={t('pages.seals.file.hint')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: { originFileObj: File }[] }) => e.fileList.map((f) => f.originFileObj ?? f)}
        rules={[
          { required: true, message: t('validation.required') },
          {
            validator: (_, files?: File[]) => {
              const file = files?.[0];
              if (file && !SEAL_TYPES.includes(file.type)) return Promise.reject(new Error(t('pages.seals.file.format')));
              if (file && file.size > LIMITS.sealMaxBytes) return Promise.reject(new Error(t('pages.seals.file.size')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Upload accept={SEAL_TYPES.join(',')} maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('pages.seals.file.choose')}</Button>
        </Upload>
      </Form.Item>
    </ModalForm>
  );
};

export default SealUploadModal;
