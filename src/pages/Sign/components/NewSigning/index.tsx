import { useRequest } from 'ahooks';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Empty,
  Form,
  message,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useT } from '@/hooks/useT';
import { chinaInstant, chinaNow } from '@/utils/chinaPicker';
import { rules } from '@/utils/formRules';
import {
  createSignTasks,
  fieldError,
  fieldHelpsByKey,
  getTemplateFields,
  previewTemplate,
  queryEnabledTemplates,
} from '@/services/signing';
import type { ContractField, ContractTemplate } from '../../../../../common/api/contracts';
import type { Employee } from '../../../../../common/api/organisation';
import type { SignTaskCreateBody, SignTaskCreateResult } from '../../../../../common/api/signing';
import EmployeePicker, { MAX_EMPLOYEES } from './EmployeePicker';
import EmployeeValues, { type EmployeeValueMap } from './EmployeeValues';
import FieldInput from './FieldInput';
import ResultView from './ResultView';
import SealWarning from './SealWarning';

const PdfPages = lazy(() => import('@/components/PdfPages'));

export type SendMode = 'now' | 'schedule' | 'draft';

interface FormValues {
  templateId?: number;
  accessoryIds: number[];
  employees: Employee[];
  values: Record<string, string | undefined>;
  deadline?: Dayjs;
  mode: SendMode;
  sendAt?: Dayjs;
}

/** A template with the fields an initiator fills in it (signature places are the signers'). */
interface Document {
  template: ContractTemplate;
  fields: ContractField[];
}

/** What the first employee gives a field whose default comes from the employee (the preview's stand-in). */
function employeeDefault(field: ContractField, employee?: Employee): string | undefined {
  if (!employee) return undefined;
  switch (field.source) {
    case 'employee.name':
      return employee.name;
    case 'employee.mobile':
      return employee.mobile;
    case 'employee.position':
      return employee.position || undefined;
    case 'employee.entryDate':
      return employee.entryDate;
    case 'employee.idNumber':
      // Masked for everyone but administrators: no valid ID number to draw then.
      return employee.idNumber.includes('*') && field.type === 'idNumber' ? undefined : employee.idNumber;
    default:
      return undefined;
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** The form's path of a field the server named (`values.salary`, `employeeIds.3`, `deadline`). */
function formPath(field: string): ['values', string] | [string] {
  const [head, ...rest] = field.split('.');
  if (head === 'values') return ['values', rest.join('.')];
  if (head === 'employeeIds') return ['employees'];
  if (head === 'accessoryIds') return ['accessoryIds'];
  return [head];
}

/**
 * New signing: a principal template and its accessories, the employees, the values of the
 * templates' fields (shared, or each person's own by hand or from a values sheet; with defaults
 * and field help), a preview for the first employee, the deadline (China time), and sending now,
 * at a time, or saving drafts; a dry run checks everyone first. Warns first when the company has
 * no seal, and before throwing away what was filled in. Ends with what the server really did
 * (texted, scheduled, drafted) and who was refused.
 */
const NewSigning: React.FC<{ onClose: (created: boolean) => void; defaultMode?: SendMode }> = ({ onClose, defaultMode = 'now' }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<FormValues>();
  const [result, setResult] = useState<SignTaskCreateResult>();
  const [dryRun, setDryRun] = useState<SignTaskCreateResult>();
  const [submitting, setSubmitting] = useState<'check' | 'submit'>();
  const [perPerson, setPerPerson] = useState(false);
  const [employeeValues, setEmployeeValues] = useState<EmployeeValueMap>({});
  const [preview, setPreview] = useState<ArrayBuffer>();
  const templateId = Form.useWatch('templateId', form);
  const accessoryIds = Form.useWatch('accessoryIds', form) ?? [];
  const employees = Form.useWatch('employees', form) ?? [];
  const mode = Form.useWatch('mode', form) ?? defaultMode;

  const principals = useRequest(() => queryEnabledTemplates('principal'));
  const accessories = useRequest(() => queryEnabledTemplates('accessory'));
  const helps = useRequest(fieldHelpsByKey);
  const principal = principals.data?.find((p) => p.id === templateId);
  // The principal's accessories that may be used (enabled ones), in the principal's order.
  const offered = useMemo(
    () =>
      (principal?.accessoryIds ?? [])
        .map((id) => accessories.data?.find((a) => a.id === id))
        .filter((a): a is ContractTemplate => Boolean(a)),
    [principal, accessories.data],
  );

  const chosen = useMemo(
    () => (principal ? [principal, ...offered.filter((a) => accessoryIds.includes(a.id))] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [principal, offered, accessoryIds.join()],
  );
  const documents = useRequest(
    async (): Promise<Document[]> =>
      Promise.all(
        chosen.map(async (template) => ({
          template,
          fields: (await getTemplateFields(template.id)).filter((f) => f.type !== 'signature'),
        })),
      ),
    { refreshDeps: [chosen.map((c) => c.id).join()], ready: chosen.length > 0 },
  );
  // A key shared by several templates is one value: it is filled once, under the first template.
  const shown = useMemo(() => {
    const seen = new Set<string>();
    return (documents.data ?? []).map((d) => ({ ...d, fields: d.fields.filter((f) => !seen.has(f.key) && seen.add(f.key)) }));
  }, [documents.data]);
  const keys = shown.flatMap((d) => d.fields.map((f) => f.key));
  const fillable = shown.flatMap((d) => d.fields);

  /** The values typed in for these keys, blanks left out (they take their defaults). */
  const typedValues = (only: string[] = keys) => {
    const all = (form.getFieldValue('values') ?? {}) as FormValues['values'];
    return Object.fromEntries(only.filter((k) => !blank(all[k])).map((k) => [k, String(all[k]).trim()]));
  };

  const showServerError = async (error: unknown) => {
    const { field, message: text } = await fieldError(error);
    const path = field && formPath(field);
    if (path && (path[0] !== 'values' || keys.includes(String(path[1])))) {
      const name = path as Parameters<typeof form.scrollToField>[0] & string[];
      form.setFields([{ name, errors: [text] }]);
      form.scrollToField(name);
    } else {
      message.error(text || t('pages.sign.new.failed'));
    }
  };

  const previewing = useRequest(
    async () => {
      const fields = documents.data?.[0]?.fields ?? [];
      if (!(await form.validateFields(fields.map((f) => ['values', f.key])).catch(() => undefined))) return;
      const values: Record<string, string> = typedValues(fields.map((f) => f.key));
      fields.forEach((f) => {
        const stand = employeeDefault(f, employees[0]);
        if (!(f.key in values) && stand) values[f.key] = stand;
      });
      try {
        setPreview(await (await previewTemplate(templateId!, values)).arrayBuffer());
      } catch (error) {
        await showServerError(error);
      }
    },
    { manual: true },
  );

  /** Each chosen person's own non-blank values, for the keys on the form. */
  const ownValues = (chosen: Employee[]) => {
    if (!perPerson) return undefined;
    const own: NonNullable<SignTaskCreateBody['employeeValues']> = {};
    for (const e of chosen) {
      const typed = Object.entries(employeeValues[e.id] ?? {}).filter(([k, v]) => keys.includes(k) && !blank(v));
      if (typed.length) own[e.id] = Object.fromEntries(typed.map(([k, v]) => [k, v.trim()]));
    }
    return own;
  };

  /** Creates the tasks, or with `check` only asks the server who would get one (nothing written). */
  const submit = async (check: boolean) => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return; // the form shows what is missing
    const body: SignTaskCreateBody = {
      templateId: v.templateId!,
      accessoryIds: v.accessoryIds ?? [],
      employeeIds: v.employees.map((e) => e.id),
      values: typedValues(),
      employeeValues: ownValues(v.employees),
      deadline: v.deadline ? chinaInstant(v.deadline) : null,
      sendAt: v.mode === 'schedule' && v.sendAt ? chinaInstant(v.sendAt) : null,
      send: v.mode === 'now',
      ...(check ? { dryRun: true } : {}),
    };
    setSubmitting(check ? 'check' : 'submit');
    try {
      const answer = await createSignTasks(body);
      if (check) setDryRun(answer);
      else setResult(answer);
    } catch (error) {
      await showServerError(error);
    } finally {
      setSubmitting(undefined);
    }
  };

  const future = (id: string) => ({
    validator: (_: unknown, value?: Dayjs) => (!value || value.isAfter(chinaNow()) ? Promise.resolve() : Promise.reject(new Error(t(id)))),
  });

  /** Closing (Esc, the mask, ×, Cancel) asks first when something was filled in and not yet sent. */
  const close = () => {
    if (result || (!form.isFieldsTouched() && !Object.keys(employeeValues).length)) {
      onClose(Boolean(result?.created.length));
      return;
    }
    Modal.confirm({
      title: t('pages.sign.new.discard.title'),
      content: t('pages.sign.new.discard.content'),
      okText: t('pages.sign.new.discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('pages.sign.new.discard.keep'),
      onOk: () => onClose(false),
    });
  };

  const footer = result ? null : (
    <Space style={{ float: 'right' }}>
      <Button onClick={close}>{t('pages.sign.new.cancel')}</Button>
      <Button loading={submitting === 'check'} disabled={Boolean(submitting)} onClick={() => submit(true)}>
        {t('pages.sign.new.check')}
      </Button>
      <Button type="primary" loading={submitting === 'submit'} disabled={Boolean(submitting)} onClick={() => submit(false)}>
        {t(`pages.sign.new.submit.${mode}`)}
      </Button>
    </Space>
  );

  return (
    <Drawer open width={980} title={t('pages.sign.create')} onClose={close} footer={footer} destroyOnHidden>
      {result ? (
        <ResultView
          result={result}
          onDone={() => onClose(result.created.length > 0)}
          onAgain={() => {
            setResult(undefined);
            form.setFieldValue('employees', []);
          }}
        />
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
            setDryRun(undefined);
            if ('templateId' in changed) {
              // The principal's accessories come pre-checked; each may be removed.
              const p = principals.data?.find((x) => x.id === changed.templateId);
              form.setFieldValue(
                'accessoryIds',
                (p?.accessoryIds ?? []).filter((id) => accessories.data?.some((a) => a.id === id)),
              );
            }
          }}
        >
          <SealWarning sealKind={principal?.sealKind} />
          <Card size="small" title={t('pages.sign.new.step.templates')} style={{ marginBottom: 16 }}>
            <Form.Item name="templateId" label={t('pages.sign.new.principal')} rules={[r.required()]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={principals.loading}
                placeholder={t('pages.sign.new.principal.placeholder')}
                notFoundContent={principals.loading ? <Spin size="small" /> : <Empty description={t('pages.sign.new.principal.none')} />}
                options={(principals.data ?? []).map((p) => ({ value: p.id, label: `${p.name} v${p.version}` }))}
              />
            </Form.Item>
            {principal && (
              <Form.Item
                name="accessoryIds"
                label={t('pages.sign.new.accessories')}
                extra={!offered.length && t('pages.sign.new.accessories.none')}
              >
                <Checkbox.Group options={offered.map((a) => ({ value: a.id, label: `${a.name} v${a.version}` }))} />
              </Form.Item>
            )}
          </Card>

          <Card size="small" title={t('pages.sign.new.step.employees')} style={{ marginBottom: 16 }}>
            <Form.Item
              name="employees"
              rules={[
                {
                  validator: (_, value?: Employee[]) =>
                    !value?.length
                      ? Promise.reject(new Error(t('pages.sign.new.employees.required')))
                      : value.length > MAX_EMPLOYEES
                        ? Promise.reject(new Error(t('pages.sign.new.employees.tooMany', { max: MAX_EMPLOYEES })))
                        : Promise.resolve(),
                },
              ]}
            >
              <EmployeePicker />
            </Form.Item>
          </Card>

          <Card
            size="small"
            title={t('pages.sign.new.step.fields')}
            style={{ marginBottom: 16 }}
            extra={
              principal && (
                <Button size="small" disabled={!documents.data} loading={previewing.loading} onClick={previewing.run}>
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
                        <FieldInput field={f} help={helps.data?.get(f.key)} optional={perPerson} />
                      </Col>
                    ))}
                  </Row>
                </div>
              ))}
            {principal && keys.length > 0 && (
              <>
                <Alert type="info" showIcon message={t('pages.sign.new.fields.hint')} style={{ marginBottom: 12 }} />
                <Space style={{ marginBottom: 12 }}>
                  <Switch
                    checked={perPerson}
                    onChange={(on) => {
                      setPerPerson(on);
                      setDryRun(undefined);
                    }}
                    aria-label={t('pages.sign.new.perPerson.switch')}
                  />
                  <span>{t('pages.sign.new.perPerson.switch')}</span>
                </Space>
                {perPerson && (
                  <EmployeeValues
                    employees={employees}
                    fields={fillable}
                    choice={{ templateId: templateId!, accessoryIds }}
                    value={employeeValues}
                    onChange={(next) => {
                      setEmployeeValues(next);
                      setDryRun(undefined);
                    }}
                  />
                )}
              </>
            )}
          </Card>

          <Card size="small" title={t('pages.sign.new.step.send')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="mode" label={t('pages.sign.new.mode')}>
                  <Radio.Group
                    optionType="button"
                    options={(['now', 'schedule', 'draft'] as const).map((m) => ({ value: m, label: t(`pages.sign.new.mode.${m}`) }))}
                  />
                </Form.Item>
              </Col>
              {mode === 'schedule' && (
                <Col xs={24} md={12}>
                  <Form.Item name="sendAt" label={t('pages.sign.sendAt')} rules={[r.required(), future('pages.sign.new.future')]}>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>
                <Form.Item
                  name="deadline"
                  label={t('pages.sign.deadline')}
                  dependencies={['sendAt', 'mode']}
                  extra={t('pages.sign.new.deadline.hint')}
                  rules={[
                    future('pages.sign.new.future'),
                    ({ getFieldValue }) => ({
                      validator: (_, value?: Dayjs) => {
                        const sendAt = getFieldValue('mode') === 'schedule' ? (getFieldValue('sendAt') as Dayjs | undefined) : undefined;
                        return !value || !sendAt || value.isAfter(sendAt)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('pages.sign.new.deadline.afterSend')));
                      },
                    }),
                  ]}
                >
                  <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Text type="secondary">{t(`pages.sign.new.mode.${mode}.hint`)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">{t('pages.sign.new.chinaTime')}</Typography.Text>
            </div>
          </Card>
          {dryRun && (
            <Alert
              data-testid="dry-run"
              style={{ marginTop: 16 }}
              showIcon
              type={dryRun.refused.length ? 'warning' : 'success'}
              message={t('pages.sign.new.checked', { ready: dryRun.ready?.length ?? 0, refused: dryRun.refused.length })}
              description={
                dryRun.refused.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {dryRun.refused.map((x) => (
                      <li key={x.employeeId}>{`${x.employeeName}: ${x.reason}`}</li>
                    ))}
                  </ul>
                )
              }
            />
          )}
        </Form>
      )}
      <Modal
        open={Boolean(preview)}
        title={t('pages.sign.new.preview.title', { name: employees[0]?.name ?? '-' })}
        width={860}
        footer={null}
        onCancel={() => setPreview(undefined)}
        destroyOnHidden
      >
        <div style={{ maxHeight: '75vh', overflow: 'auto', background: '#f5f5f5', padding: 16 }}>
          <Suspense fallback={null}>{preview && <PdfPages source={preview} width={760} />}</Suspense>
        </div>
      </Modal>
    </Drawer>
  );
};

export default NewSigning;
