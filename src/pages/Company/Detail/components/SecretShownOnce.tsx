import { Alert, Modal, Typography } from 'antd';

interface Props {
  title: string;
  secret: string;
  /** That the secret will not be shown again. */
  warning: string;
  /** The closing button's words ("I have saved it"). */
  doneText: string;
  onClose: () => void;
  /** How to use the secret. */
  children?: React.ReactNode;
}

/**
 * A secret the server answers once (an API key, a webhook's signing secret): shown with a copy
 * button until closed. The page keeps it only while this is open.
 */
const SecretShownOnce: React.FC<Props> = ({ title, secret, warning, doneText, onClose, children }) => (
  <Modal
    open
    title={title}
    width={640}
    okText={doneText}
    onOk={onClose}
    onCancel={onClose}
    footer={(_, { OkBtn }) => <OkBtn />}
    maskClosable={false}
    destroyOnHidden
  >
    <Alert type="warning" showIcon message={warning} style={{ marginBottom: 16 }} />
    <Typography.Paragraph copyable={{ text: secret }} code style={{ wordBreak: 'break-all' }}>
      {secret}
    </Typography.Paragraph>
    {children}
  </Modal>
);

export default SecretShownOnce;
