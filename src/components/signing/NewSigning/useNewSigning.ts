import { useRequest } from 'ahooks';
import { Form, message, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { previewTemplate } from '@/services/contracts';
import { createSignTasks, fieldError } from '@/services/signTasks';
import type { SignTaskCreateResult } from '@common/api/signing';
import type { EmployeeValueMap } from './EmployeeValues';
import { createBody, employeeDefault, formPath, ownValues, typedValues, type FormValues, type SendMode } from './formValues';
import { useTemplateDocuments, type TemplateDocuments } from './useTemplateDocuments';

interface Options {
  form: FormInstance<FormValues>;
  defaultMode: SendMode;
  onClose: (created: boolean) => void;
}

/**
 * New signing's state: what the form has chosen, the templates' fields, each person's own values,
 * the preview, the dry run and the server's answer; sending, and closing (asking first when
 * something filled in would be lost).
 */
export function useNewSigning({ form, defaultMode, onClose }: Options) {
  const t = useT();
  const [result, setResult] = useState<SignTaskCreateResult>();
  const [dryRun, setDryRun] = useState<SignTaskCreateResult>();
  const [submitting, setSubmitting] = useState<'check' | 'submit'>();
  const [perPerson, setPerPerson] = useState(false);
  const [employeeValues, setEmployeeValues] = useState<EmployeeValueMap>({});
  const templateId = Form.useWatch('templateId', form);
  const accessoryIds = Form.useWatch('accessoryIds', form) ?? [];
  const employees = Form.useWatch('employees', form) ?? [];
  const mode = Form.useWatch('mode', form) ?? defaultMode;
  const templates = useTemplateDocuments(templateId, accessoryIds);
  const { keys } = templates;

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

  const preview = usePreview({ form, templateId, employees, templates, showServerError });

  /** Creates the tasks, or with `check` only asks the server who would get one (nothing written). */
  const submit = async (check: boolean) => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return; // the form shows what is missing
    const values = typedValues(form.getFieldValue('values'), keys);
    const own = perPerson ? ownValues(employeeValues, v.employees, keys) : undefined;
    setSubmitting(check ? 'check' : 'submit');
    try {
      const answer = await createSignTasks(createBody(v, { values, employeeValues: own, check }));
      if (check) setDryRun(answer);
      else setResult(answer);
    } catch (error) {
      await showServerError(error);
    } finally {
      setSubmitting(undefined);
    }
  };

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

  return {
    choice: { templateId, accessoryIds, employees, mode },
    templates,
    result,
    /** Back to the form for more employees, the templates and values kept. */
    again: () => {
      setResult(undefined);
      form.setFieldValue('employees', []);
    },
    dryRun,
    /** Anything changed on the form makes the last dry run stale. */
    forgetDryRun: () => setDryRun(undefined),
    submitting,
    submit,
    close,
    perPerson,
    setPerPerson: (on: boolean) => {
      setPerPerson(on);
      setDryRun(undefined);
    },
    employeeValues,
    setEmployeeValues: (next: EmployeeValueMap) => {
      setEmployeeValues(next);
      setDryRun(undefined);
    },
    preview,
  };
}

/** The principal filled for the first employee (blank fields take that employee's defaults), as a PDF to show. */
function usePreview({
  form,
  templateId,
  employees,
  templates,
  showServerError,
}: {
  form: FormInstance<FormValues>;
  templateId?: number;
  employees: FormValues['employees'];
  templates: TemplateDocuments;
  showServerError: (error: unknown) => Promise<void>;
}) {
  const [pdf, setPdf] = useState<ArrayBuffer>();
  const making = useRequest(
    async () => {
      const fields = templates.documents.data?.[0]?.fields ?? [];
      if (!(await form.validateFields(fields.map((f) => ['values', f.key])).catch(() => undefined))) return;
      const values = typedValues(
        form.getFieldValue('values'),
        fields.map((f) => f.key),
      );
      fields.forEach((f) => {
        const stand = employeeDefault(f, employees[0]);
        if (!(f.key in values) && stand) values[f.key] = stand;
      });
      try {
        setPdf(await (await previewTemplate(templateId!, { values }, { skipErrorHandler: true })).arrayBuffer());
      } catch (error) {
        await showServerError(error);
      }
    },
    { manual: true },
  );
  return { pdf, loading: making.loading, make: making.run, close: () => setPdf(undefined) };
}
