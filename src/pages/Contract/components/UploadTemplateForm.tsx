import { UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { queryCompanies } from '@/services/organisation';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { ContractKind } from '../../../../common/api/contracts';
import { uploadTemplate } from '../service';

const MAX_PDF_BYTES = 10 * 1024 * 1024;

type Values = { name: string; code: string; version: number; file: File[]; companyId?: number };

/** Uploads a PDF as a new template of the kind; the server checks the file by its content. */
const UploadTemplateForm: React.FC<{ kind: ContractKind; onDone: () => void }> = ({ kind, onDone }) => {
  const t = useT();
  const r = rules(t);
  const [progress, setProgress] = useState<number>();
  const { isAdmin } = useAccess();
  // Admins choose the owner: a client company, or none for a template every company shares.
  const companies = useRequest(() => queryCompanies({ pageSize: 100, sorter: 'name' }), { ready: isAdmin });
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
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
      onFinish={async ({ file, name, code, version, companyId }) => {
        const fields = { kind, name, code, version: String(version), ...(companyId ? { companyId: String(companyId) } : {}) };
        if (!(await submitForm(form, () => uploadTemplate(file[0], fields, setProgress, FORM_CALL)))) return false;
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
      {isAdmin && (
        <ProFormSelect
          name="companyId"
          label={t('pages.contract.company')}
          placeholder={t('pages.contract.shared')}
          extra={t('pages.contract.company.hint')}
          options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
          fieldProps={{ allowClear: true, showSearch: true, optionFilterProp: 'label', loading: companies.loading }}
        />
      )}
      <ProFormText name="name" label={t('pages.contract.name')} rules={[r.required(), r.max(100)]} />
      <ProFormText name="code" label={t('pages.contract.code')} rules={[r.required(), r.max(50)]} />
      <ProFormDigit name="version" label={t('pages.contract.version')} min={1} fieldProps={{ precision: 0 }} rules={[r.required()]} />
      {progress !== undefined && <Progress percent={progress} />}
    </ModalForm>
  );
};

export default UploadTemplateForm;
