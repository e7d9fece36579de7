import { UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Progress, Upload } from 'antd';
import { useState } from 'react';
import { rules } from '@/utils/formRules';
import { useT } from '@/hooks/useT';
import type { ContractKind } from '../../../../common/api/contracts';
import { uploadTemplate } from '../service';

const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Uploads a PDF as a new template of the kind; the server checks the file by its content. */
const UploadTemplateForm: React.FC<{ kind: ContractKind; onDone: () => void }> = ({ kind, onDone }) => {
  const t = useT();
  const r = rules(t);
  const [progress, setProgress] = useState<number>();
  return (
    <ModalForm<{ name: string; code: string; version: number; file: File[] }>
      name="template"
      title={t('pages.contract.upload')}
      width={520}
      modalProps={{ destroyOnClose: true, afterClose: () => setProgress(undefined) }}
      trigger={
        <Button type="primary" icon={<UploadOutlined />}>
          {t('pages.contract.upload')}
        </Button>
      }
      initialValues={{ version: 1 }}
      onFinish={async ({ file, name, code, version }) => {
        await uploadTemplate(file[0], { kind, name, code, version: String(version) }, setProgress);
        onDone();
        return true;
      }}
    >
      <Form.Item
        name="file"
        label={t('pages.contract.file')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: { originFileObj: File }[] }) => e.fileList.map((f) => f.originFileObj ?? f)}
        rules={[
          { required: true, message: t('validation.required') },
          {
            validator: (_, files?: File[]) =>
              files?.[0] && files[0].size > MAX_PDF_BYTES ? Promise.reject(new Error(t('pages.contract.file.size'))) : Promise.resolve(),
          },
        ]}
      >
        <Upload accept="application/pdf,.pdf" maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('pages.contract.file.choose')}</Button>
        </Upload>
      </Form.Item>
      <ProFormText name="name" label={t('pages.contract.name')} rules={[r.required(), r.max(100)]} />
      <ProFormText name="code" label={t('pages.contract.code')} rules={[r.required(), r.max(50)]} />
      <ProFormDigit name="version" label={t('pages.contract.version')} min={1} fieldProps={{ precision: 0 }} rules={[r.required()]} />
      {progress !== undefined && <Progress percent={progress} />}
    </ModalForm>
  );
};

export default UploadTemplateForm;
