import '@/locales/onDemand/contract';
import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { message, Tag, Tooltip, Upload } from 'antd';
import { useRef, useState } from 'react';
import DeleteLink from '@/components/DeleteLink';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { ContractKind, ContractQuery, ContractTemplate } from '@common/api/contracts';
import { deleteTemplate, queryTemplates, templateFileUrl, uploadVersion } from '@/services/contracts';
import { useCanEdit } from '../useCanEdit';
import EditTemplateForm from './EditTemplateForm';
import PdfModal from './PdfModal';
import UploadTemplateForm from './UploadTemplateForm';
import LinkedFilterNote from '@/components/LinkedFilterNote';
import { useLinkedFilters } from '@/hooks/useLinkedFilters';

/** Templates of one kind (principal contracts or accessory agreements), in the caller's scope. */
const TemplateTable: React.FC<{ kind: ContractKind }> = ({ kind }) => {
  const t = useT();
  // The home page links admins here for the templates that cannot be signed (?missingSignaturePlaces=true).
  const linked = useLinkedFilters(['missingSignaturePlaces'] as const);
  const table = useRef<ListAction<ContractQuery>>();
  const [preview, setPreview] = useState<ContractTemplate>();
  const canEdit = useCanEdit();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };

  const columns: ListColumn<ContractTemplate>[] = [
    {
      title: t('pages.contract.name'),
      dataIndex: 'name',
      sorter: true,
      render: (c) => (
        <>
          {c.name}
          {c.companyId === null && <Tag style={{ marginLeft: 8 }}>{t('pages.contract.shared')}</Tag>}
        </>
      ),
    },
    { title: t('pages.contract.code'), dataIndex: 'code' },
    { title: t('pages.contract.version'), dataIndex: 'version', search: false, sorter: true, render: (c) => `v${c.version}` },
    {
      title: t('pages.contract.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        draft: { text: t('pages.contract.status.draft'), status: 'default' },
        enabled: { text: t('pages.contract.status.enabled'), status: 'success' },
        disabled: { text: t('pages.contract.status.disabled'), status: 'error' },
      },
    },
    { title: t('pages.contract.pageCount'), dataIndex: 'pageCount', search: false },
    { title: t('pages.contract.fieldCount'), dataIndex: 'fieldCount', search: false },
    { title: t('pages.contract.company'), dataIndex: 'companyName', search: false, render: (c) => c.companyName ?? '-' },
    { title: t('pages.contract.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false, sorter: true },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (template) => [
        <a key="preview" onClick={() => setPreview(template)}>
          {t('pages.contract.preview')}
        </a>,
        <Link key="fields" to={`/contract/setting?id=${template.id}`}>
          {t('pages.contract.fields')}
        </Link>,
        ...(canEdit(template.companyId) ? writeActions(template) : []),
      ],
    },
  ];

  function writeActions(template: ContractTemplate) {
    return [
      <EditTemplateForm key="edit" template={template} onDone={saved} />,
      <Upload
        key="version"
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          uploadVersion(template.id, file).then((v) => {
            saved();
            if (v.droppedFieldKeys.length) message.warning(t('pages.contract.version.dropped', { keys: v.droppedFieldKeys.join(', ') }));
          });
          return false;
        }}
      >
        <a>{t('pages.contract.newVersion')}</a>
      </Upload>,
      template.inUse ? (
        <Tooltip key="delete" title={t('pages.contract.inUse')}>
          <span style={{ color: 'rgba(0,0,0,.25)' }}>{t('pages.common.delete')}</span>
        </Tooltip>
      ) : (
        <DeleteLink
          key="delete"
          confirmId="pages.contract.delete.confirm"
          onDelete={async () => {
            await deleteTemplate(template.id);
            table.current?.reload();
          }}
        />
      ),
    ];
  }

  return (
    <PageContainer>
      <LinkedFilterNote filters={linked.filters} onClear={linked.clear} />
      <ListTable<ContractTemplate, ContractQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={{
          kind,
          ...(linked.filters.missingSignaturePlaces ? { missingSignaturePlaces: linked.filters.missingSignaturePlaces === 'true' } : {}),
        }}
        request={queryTemplates}
        actions={<UploadTemplateForm kind={kind} onDone={saved} />}
      />
      <PdfModal
        title={preview && `${preview.name} v${preview.version}`}
        source={preview && templateFileUrl(preview.id)}
        onClose={() => setPreview(undefined)}
      />
    </PageContainer>
  );
};

export default TemplateTable;
