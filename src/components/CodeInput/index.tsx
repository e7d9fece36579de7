/**
 * A texted code's field with its "get code" button on one line, a numeric keyboard on phones:
 * the employee's signing page and the workers' /my sign-in. Sits in a Form.Item, which gives it
 * `id`, `value` and `onChange`.
 */
import { Input, Space } from 'antd';

const CodeInput: React.FC<{
  value?: string;
  onChange?: (e: React.ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  placeholder: string;
  button: React.ReactNode;
}> = ({ value, onChange, id, placeholder, button }) => (
  <Space.Compact block>
    <Input
      id={id}
      size="large"
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      style={{ flex: 1, minWidth: 0 }}
    />
    {button}
  </Space.Compact>
);

export default CodeInput;
