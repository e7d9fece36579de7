/**
 * Form submissions and the server's refusals (docs/product.md, "Request layer and errors"): a
 * 409 or 422 names the field at fault, so the form shows the server's message under that field
 * instead of a notification; every other failure is shown by the request layer as usual.
 */
import type { FormInstance } from 'antd';
import { message } from 'antd';
import { BizError } from '@/services/errorHandling';
import { statusOf } from '@/services/request';

/** What a form's service call passes to the request layer: it shows these statuses itself. */
export const FORM_CALL = { handles: [409, 422] } as const;

/**
 * Runs `submit` (whose call passed FORM_CALL). Answers true when it went through (a ModalForm
 * then closes); on a 409 or 422 puts the message under the named field, or shows it once when
 * the form has no such field, and answers false. Other failures were shown already: false.
 */
export async function submitForm(form: FormInstance | undefined, submit: () => Promise<unknown>): Promise<boolean> {
  try {
    await submit();
    return true;
  } catch (error) {
    const status = statusOf(error);
    if (!(error instanceof BizError) || (status !== 409 && status !== 422)) return false;
    // `values.monthly_salary` → ['values', 'monthly_salary']; list indexes become numbers.
    const name = error.info.field?.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (form && name) form.setFields([{ name, errors: [error.message] }]);
    // Errors stick only to fields the form has: otherwise the message is shown once.
    if (!form || !name || form.getFieldError(name).length === 0) void message.error(error.message);
    return false;
  }
}
