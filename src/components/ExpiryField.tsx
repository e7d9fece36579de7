import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaNow } from '@/utils/chinaPicker';

interface Props {
  label: string;
  hint: string;
  /** Shown while empty: what no expiry means. */
  none: string;
  /** The message of a time that has already passed. */
  past: string;
}

/**
 * An optional expiry (`expiresAt`), a China-time minute that must be in the future: what a
 * seal grant and an API key take. The form keeps it a Dayjs; the caller sends it as an instant.
 */
const ExpiryField: React.FC<Props> = ({ label, hint, none, past }) => (
  <Form.Item
    name="expiresAt"
    label={label}
    extra={hint}
    rules={[
      {
        validator: (_, value?: Dayjs) => (!value || value.isAfter(chinaNow()) ? Promise.resolve() : Promise.reject(new Error(past))),
      },
    ]}
  >
    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={none} style={{ width: '100%' }} />
  </Form.Item>
);

export default ExpiryField;
