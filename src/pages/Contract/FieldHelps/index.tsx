import '@/locales/onDemand/contract';
import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  PageContainer,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Form, message, Tag } from 'antd';
import { useRef } from 'react';
import DeleteLink from '@/components/DeleteLink';
import { LIST_SCROLL, LIST_SEARCH, tableRequest } from '@/utils/proTableRequest';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { FieldHelp, FieldHelpBody, FieldHelpQuery } from '../../../../common/api/contracts';
import { useCanEdit } from '../useCanEdit';
import { createFieldHelp, deleteFieldHelp, queryFieldHelps, updateFieldHelp } from '../service';

/** Adds or edits one entry of field help in a modal. */
const FieldHelpForm: React.FC<{
  trigger: JSX.Element;
  help?: FieldHelp;
  save: (values: FieldHelpBody) => Promise<unknown>;
  onSaved: () => void;
}> = ({ trigger, help, save, onSaved }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<FieldHelpBody>();
  return (
    <ModalForm<FieldHelpBody>
      form={form}
      name="field-help"
      title={t(help ? 'pages.fieldHelp.edit' : 'pages.fieldHelp.create')}
      width={560}
      trigger={trigger}
      initialValues={help}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (values) => {
        if (!(await submitForm(form, () => save(values)))) return false;
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="key"
        label={t('pages.field.key')}
        rules={[r.required(), { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('pages.field.key.rule') }]}
      />
      <ProFormText name="title" label={t('pages.fieldHelp.title')} rules={[r.required(), r.max(100)]} />
      <ProFormTextArea name="content" label={t('pages.fieldHelp.content')} rules={[r.required(), r.max(2000)]} />
      <ProFormText name="example" label={t('pages.fieldHelp.example')} rules={[r.max(200)]} />
    </ModalForm>
  );
};

/** Field help: what each contract field means and how to fill it, shown beside the field. */
const FieldHelpsPage: React.FC = () => {
  const t = useT();
  const table = useRef<ActionType>();
  const canEdit = useCanEdit();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };
  const columns: ProColumns<FieldHelp>[] = [
    { title: t('pages.field.key'), dataIndex: 'key', copyable: true },
    { title: t('pages.fieldHelp.title'), dataIndex: 'title', search: false },
    { title: t('pages.fieldHelp.content'), dataIndex: 'content', ellipsis: true, search: false },
    { title: t('pages.fieldHelp.example'), dataIndex: 'example', search: false },
    {
      title: t('pages.contract.company'),
      dataIndex: 'companyName',
      search: false,
      render: (_, h) => h.companyName ?? <Tag>{t('pages.contract.shared')}</Tag>,
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (_, help) =>
        canEdit(help.companyId) && [
          <FieldHelpForm
            key="edit"
            trigger={<a>{t('pages.common.edit')}</a>}
            help={help}
            save={(values) => updateFieldHelp(help.id, values, FORM_CALL)}
            onSaved={saved}
          />,
          <DeleteLink
            key="delete"
            confirmId="pages.fieldHelp.delete.confirm"
            onDelete={async () => {
              await deleteFieldHelp(help.id);
              table.current?.reload();
            }}
          />,
        ],
    },
  ];
  return (
    <PageContainer>
      <ProTable<FieldHelp, FieldHelpQuery>
        search={LIST_SEARCH}
        scroll={LIST_SCROLL}
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest(queryFieldHelps)}
        toolBarRender={() => [
          <FieldHelpForm
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {t('pages.fieldHelp.create')}
              </Button>
            }
            save={(values) => createFieldHelp(values, FORM_CALL)}
            onSaved={saved}
          />,
        ]}
      />
    </PageContainer>
  );
};

export default FieldHelpsPage;
