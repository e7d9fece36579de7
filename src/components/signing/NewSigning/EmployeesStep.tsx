import { Card, Form } from 'antd';
import { useT } from '@/hooks/useT';
import type { Employee } from '@common/api/organisation';
import EmployeePicker from './EmployeePicker';
import { MAX_EMPLOYEES } from './formValues';

/** New signing's second step: the employees to sign, at least one and at most a request's worth. */
const EmployeesStep: React.FC = () => {
  const t = useT();
  return (
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
  );
};

export default EmployeesStep;
