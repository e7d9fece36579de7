import { Button, Drawer, Form, Space } from 'antd';
import { useT } from '@/hooks/useT';
import { chinaNow } from '@/utils/chinaPicker';
import DryRunAlert from './DryRunAlert';
import EmployeesStep from './EmployeesStep';
import type { FormValues, SendMode } from './formValues';
import PreviewModal from './PreviewModal';
import ResultView from './ResultView';
import SealWarning from './SealWarning';
import SendStep from './SendStep';
import TemplatesStep from './TemplatesStep';
import { useNewSigning } from './useNewSigning';
import ValuesStep from './ValuesStep';

interface Props {
  onClose: (created: boolean) => void;
  defaultMode?: SendMode;
}

/**
 * New signing: a principal template and its accessories, the employees, the values of the
 * templates' fields (shared, or each person's own by hand or from a values sheet; with defaults
 * and field help), a preview for the first employee, the deadline (China time), and sending now,
 * at a time, or saving drafts; a dry run checks everyone first. Warns first when the company has
 * no seal, and before throwing away what was filled in. Ends with what the server really did
 * (texted, scheduled, drafted) and who was refused.
 */
const NewSigning: React.FC<Props> = ({ onClose, defaultMode = 'now' }) => {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const signing = useNewSigning({ form, defaultMode, onClose });
  const { choice, templates, result, submitting, submit } = signing;

  const footer = result ? null : (
    <Space style={{ float: 'right' }}>
      <Button onClick={signing.close}>{t('pages.sign.new.cancel')}</Button>
      <Button loading={submitting === 'check'} disabled={Boolean(submitting)} onClick={() => submit(true)}>
        {t('pages.sign.new.check')}
      </Button>
      <Button type="primary" loading={submitting === 'submit'} disabled={Boolean(submitting)} onClick={() => submit(false)}>
        {t(`pages.sign.new.submit.${choice.mode}`)}
      </Button>
    </Space>
  );

  return (
    <Drawer open width={980} title={t('pages.sign.create')} onClose={signing.close} footer={footer} destroyOnHidden>
      {result ? (
        <ResultView result={result} onDone={() => onClose(result.created.length > 0)} onAgain={signing.again} />
      ) : (
        <Form<FormValues>
          form={form}
          name="newSigning"
          layout="vertical"
          initialValues={{
            accessoryIds: [],
            employees: [],
            values: {},
            mode: defaultMode,
            deadline: chinaNow().add(7, 'day').endOf('day'),
          }}
          onValuesChange={(changed: Partial<FormValues>) => {
            signing.forgetDryRun();
            // The principal's accessories come pre-checked; each may be removed.
            if ('templateId' in changed) form.setFieldValue('accessoryIds', templates.accessoriesOf(changed.templateId));
          }}
        >
          <SealWarning sealKind={templates.principal?.sealKind} />
          <TemplatesStep templates={templates} />
          <EmployeesStep />
          <ValuesStep
            templates={templates}
            choice={choice}
            perPerson={{
              on: signing.perPerson,
              onSwitch: signing.setPerPerson,
              value: signing.employeeValues,
              onChange: signing.setEmployeeValues,
            }}
            preview={signing.preview}
          />
          <SendStep mode={choice.mode} />
          {signing.dryRun && <DryRunAlert dryRun={signing.dryRun} />}
        </Form>
      )}
      <PreviewModal pdf={signing.preview.pdf} employeeName={choice.employees[0]?.name} onClose={signing.preview.close} />
    </Drawer>
  );
};

export default NewSigning;
