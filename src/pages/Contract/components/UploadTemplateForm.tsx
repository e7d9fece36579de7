/**
 * Uploads a PDF as a new template of the kind. The name defaults to the file's, the version to
 * the code's next one; a version is sent as typed (text), so "2025.1" is refused, never rounded.
 */
import { UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { queryCompanies } from '@/services/companies';
import { uploadTemplate } from '@/services/contracts';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { ContractKind } from '@common/api/contracts';
import {
  TEMPLATE_CODE_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PDF_MAX_BYTES,
  TEMPLATE_VERSION_PATTERN,
  templateNameFromFile,
} from '@common/validation/templates';
import { useNextVersion } from './useNextVersion';

type Values = { name: string; code: string; version?: string; file: File[]; companyId?: number };

const UploadTemplateForm: React.FC<{ kind: ContractKind; onDone: () => void }> = ({ kind, onDone }) => {
  const t = useT();
  const r = rules(t);
  const [progress, setProgress] = useState<number>();
  const { isAdmin } = useAccess();
  // Admins choose the owner: a client company, or none for a template every company shares.
  const companies = useRequest(() => queryCompanies({ pageSize: 100, sorter: 'name' }), { ready: isAdmin });
  const [form] = Form.useForm<Values>();
  const code = Form.useWatch('code', form);
  const companyId = Form.useWatch('companyId', form);
  const nextVersion = useNextVersion(kind, code, { isAdmin: !!isAdmin, companyId });
  // The name the last chosen file gave: a later file replaces it, never a name the user typed.
  const nameFromFile = useRef<string>();

  const fileChosen = (file: File | undefined) => {
    const name = form.getFieldValue('name') as string | undefined;
    if (!file || (name?.trim() && name !== nameFromFile.current)) return;
    nameFromFile.current = templateNameFromFile(file.name);
    form.setFieldValue('name', nameFromFile.current);
  };

  return (
    <ModalForm<Values>
      form={form}
      name="template"
      title={t('pages.contract.upload')}
      width={520}
      modalProps={{
        destroyOnClose: true,
        afterClose: () => {
          setProgress(undefined);
          nameFromFile.current = undefined;
        },
      }}
      trigger={
        <Button type="primary" icon={<UploadOutlined />}>
          {t('pages.contract.upload')}
        </Button>
      }
      // Read from the form: the changed values ProForm passes are copies, File objects without their name.
      onValuesChange={(changed: Partial<Values>) => changed.file && fileChosen(form.getFieldValue('file')?.[0])}
      onFinish={async ({ file, name, code: typedCode, version, companyId: owner }) => {
        // A blank version is left out: the server numbers it (the default shown).
        const fields = {
          kind,
          name,
          code: typedCode,
          ...(version?.trim() ? { version: version.trim() } : {}),
          ...(owner ? { companyId: String(owner) } : {}),
        };
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
              files?.[0] && files[0].size > TEMPLATE_PDF_MAX_BYTES
                ? Promise.reject(new Error(t('pages.contract.file.size')))
                : Promise.resolve(),
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
      <ProFormText
        name="name"
        label={t('pages.contract.name')}
        extra={t('pages.contract.name.hint')}
        rules={[r.required(), r.max(TEMPLATE_NAME_MAX)]}
      />
      <ProFormText name="code" label={t('pages.contract.code')} rules={[r.required(), r.max(TEMPLATE_CODE_MAX)]} />
      <ProFormText
        name="version"
        label={t('pages.contract.version')}
        placeholder={nextVersion === undefined ? t('pages.contract.version.auto') : String(nextVersion)}
        extra={nextVersion === undefined ? t('pages.contract.version.hint') : t('pages.contract.version.next', { version: nextVersion })}
        rules={[
          {
            validator: (_, value?: string) =>
              !value?.trim() || TEMPLATE_VERSION_PATTERN.test(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.contract.version.rule'))),
          },
        ]}
      />
      {progress !== undefined && <Progress percent={progress} />}
    </ModalForm>
  );
};

export default UploadTemplateForm;
