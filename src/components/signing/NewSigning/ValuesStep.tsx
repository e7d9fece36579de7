import { Alert, Button, Card, Col, Row, Space, Spin, Switch, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import type { Employee } from '@common/api/organisation';
import EmployeeValues, { type EmployeeValueMap } from './EmployeeValues';
import FieldInput from '../FieldInput';
import type { TemplateDocuments } from './useTemplateDocuments';

interface PerPersonProps {
  on: boolean;
  onSwitch: (on: boolean) => void;
  value: EmployeeValueMap;
  onChange: (next: EmployeeValueMap) => void;
}

interface Props {
  templates: TemplateDocuments;
  /** The chosen templates and employees (the values sheet is made for them). */
  choice: { templateId?: number; accessoryIds: number[]; employees: Employee[] };
  perPerson: PerPersonProps;
  preview: { loading: boolean; make: () => void };
}

/**
 * New signing's third step: the values of the chosen templates' fields, shared by everyone, or
 * each person's own on top (by hand or from a values sheet); a preview for the first employee.
 */
const ValuesStep: React.FC<Props> = ({ templates, choice, perPerson, preview }) => {
  const t = useT();
  const { principal, documents, shown, keys, helps } = templates;
  return (
    <Card
      size="small"
      title={t('pages.sign.new.step.fields')}
      style={{ marginBottom: 16 }}
      extra={
        principal && (
          <Button size="small" disabled={!documents.data} loading={preview.loading} onClick={preview.make}>
            {t('pages.sign.new.preview')}
          </Button>
        )
      }
    >
      {!principal && <Typography.Text type="secondary">{t('pages.sign.new.fields.chooseFirst')}</Typography.Text>}
      {principal && documents.loading && <Spin />}
      {principal && !documents.loading && keys.length === 0 && (
        <Typography.Text type="secondary">{t('pages.sign.new.fields.none')}</Typography.Text>
      )}
      {shown
        .filter((d) => d.fields.length)
        .map((d) => (
          <div key={d.template.id}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {d.template.name}
            </Typography.Title>
            <Row gutter={16}>
              {d.fields.map((f) => (
                <Col key={f.key} xs={24} md={12}>
                  <FieldInput field={f} help={helps?.get(f.key)} optional={perPerson.on} />
                </Col>
              ))}
            </Row>
          </div>
        ))}
      {principal && keys.length > 0 && <PerPersonValues {...perPerson} templates={templates} choice={choice} />}
    </Card>
  );
};

/** The switch to each person's own values, and their table. */
const PerPersonValues: React.FC<PerPersonProps & Pick<Props, 'templates' | 'choice'>> = ({
  on,
  onSwitch,
  value,
  onChange,
  templates,
  choice: { templateId, accessoryIds, employees },
}) => {
  const t = useT();
  return (
    <>
      <Alert type="info" showIcon message={t('pages.sign.new.fields.hint')} style={{ marginBottom: 12 }} />
      <Space style={{ marginBottom: 12 }}>
        <Switch checked={on} onChange={onSwitch} aria-label={t('pages.sign.new.perPerson.switch')} />
        <span>{t('pages.sign.new.perPerson.switch')}</span>
      </Space>
      {on && (
        <EmployeeValues
          employees={employees}
          fields={templates.fillable}
          choice={{ templateId: templateId!, accessoryIds }}
          value={value}
          onChange={onChange}
        />
      )}
    </>
  );
};

export default ValuesStep;
