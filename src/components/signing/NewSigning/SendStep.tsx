import { Card, Col, DatePicker, Form, Radio, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT, type Translate } from '@/hooks/useT';
import { chinaNow } from '@/utils/chinaPicker';
import { rules } from '@/utils/formRules';
import type { SendMode } from './formValues';

const MODES: SendMode[] = ['now', 'schedule', 'draft'];

/** A time picked must lie ahead (China time). */
const future = (t: Translate) => ({
  validator: (_: unknown, value?: Dayjs) =>
    !value || value.isAfter(chinaNow()) ? Promise.resolve() : Promise.reject(new Error(t('pages.sign.new.future'))),
});

/** New signing's last step: send now, at a time, or save drafts; and the deadline, after the send time. */
const SendStep: React.FC<{ mode: SendMode }> = ({ mode }) => {
  const t = useT();
  const r = rules(t);
  return (
    <Card size="small" title={t('pages.sign.new.step.send')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="mode" label={t('pages.sign.new.mode')}>
            <Radio.Group optionType="button" options={MODES.map((m) => ({ value: m, label: t(`pages.sign.new.mode.${m}`) }))} />
          </Form.Item>
        </Col>
        {mode === 'schedule' && (
          <Col xs={24} md={12}>
            <Form.Item name="sendAt" label={t('pages.sign.sendAt')} rules={[r.required(), future(t)]}>
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
              future(t),
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
  );
};

export default SendStep;
