/**
 * The field editor (/contract/setting?id=): fields placed on the template's pages, edited in a
 * side panel, saved as one list. A field needs a key before the list is saved (field help offers them).
 */
import '@/locales/onDemand/contract';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useSearchParams } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import { useRequest } from 'ahooks';
import { useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import { FORM_CALL } from '@/utils/submitForm';
import type { ContractFieldType, ContractPreviewBody, SigningParty } from '@common/api/contracts';
import PdfModal from '../components/PdfModal';
import { useCanEdit } from '../useCanEdit';
import { getTemplate, previewTemplate, templateFileUrl } from '@/services/contracts';
import AddFieldMenu from './components/AddFieldMenu';
import FieldHelpCard from './components/FieldHelpCard';
import FieldList from './components/FieldList';
import FieldProperties from './components/FieldProperties';
import FieldViewer from './components/FieldViewer';
import PreviewForm from './components/PreviewForm';
import { newField } from './fields';
import { lookingAt } from './lookingAt';
import { useEditedFields } from './useEditedFields';

/** Contract text-field settings: place a template's fields on its pages, save, preview filled. */
const ContractFieldsPage: React.FC = () => {
  const t = useT();
  const id = Number(useSearchParams()[0].get('id'));
  const template = useRequest(() => getTemplate(id), { ready: id > 0 });
  const { fields, selected, setSelected, dirty, saving, change, update, save } = useEditedFields(id);
  const [preview, setPreview] = useState<ArrayBuffer>();
  const canEdit = useCanEdit();
  const viewer = useRef<HTMLDivElement>(null);

  if (!id) {
    return (
      <Result
        status="info"
        title={t('pages.field.chooseTemplate')}
        extra={<Link to="/contract/principleContract">{t('menu.contract.principleContract')}</Link>}
      />
    );
  }
  if (!template.data) return <PageContainer loading />;
  const { pages } = template.data;
  const editable = canEdit(template.data.companyId);

  const add = (type: ContractFieldType, party?: SigningParty) => {
    const { page, top } = lookingAt(viewer.current, pages);
    const field = newField(t, type, { page, size: pages[page - 1], centreTop: top }, fields, party);
    change([...fields, field]);
    setSelected(field.uid);
  };
  const showPreview = async (body: ContractPreviewBody) => {
    setPreview(await (await previewTemplate(id, body, FORM_CALL)).arrayBuffer());
  };
  const current = fields.find((f) => f.uid === selected);

  return (
    <PageContainer
      title={`${t('pages.contract.setting')}: ${template.data.name} v${template.data.version}`}
      extra={[
        <AddFieldMenu key="add" disabled={!editable} onAdd={add} />,
        <PreviewForm
          key="preview"
          template={template.data}
          fields={fields}
          preview={showPreview}
          trigger={
            <Button icon={<EyeOutlined />} disabled={dirty} title={dirty ? t('pages.field.saveFirst') : undefined}>
              {t('pages.field.previewFilled')}
            </Button>
          }
        />,
        <Button key="save" type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty || !editable} onClick={save}>
          {t('pages.field.save')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <FieldViewer
          viewerRef={viewer}
          source={templateFileUrl(id)}
          fields={fields}
          selected={selected}
          onSelect={setSelected}
          onMove={(uid, { x, y, width, height }) => editable && update(uid, { x, y, width, height })}
        />
        <div style={{ flex: 1, minWidth: 280 }}>
          <FieldList fields={fields} selected={selected} onSelect={setSelected} />
          {current && editable && (
            <Card size="small" style={{ marginTop: 12 }}>
              <FieldProperties
                key={current.uid}
                field={current}
                pages={pages}
                companyId={template.data.companyId}
                takenKeys={fields.filter((f) => f.uid !== current.uid).map((f) => f.key)}
                onChange={(patch) => update(current.uid, patch)}
                onRemove={() => {
                  change(fields.filter((f) => f.uid !== current.uid));
                  setSelected(undefined);
                }}
              />
              <FieldHelpCard fieldKey={current.key} />
            </Card>
          )}
        </div>
      </div>
      <PdfModal title={t('pages.field.previewFilled')} source={preview} onClose={() => setPreview(undefined)} />
    </PageContainer>
  );
};

export default ContractFieldsPage;
