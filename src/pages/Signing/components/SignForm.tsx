import { Alert, Button, Flex, Form, Typography } from 'antd';
import TextedCodeItem from '@/components/CodeInput/TextedCodeItem';
import { useT } from '@/hooks/useT';
import type { SigningView } from '@common/api/signing';
import RejectModal from './RejectModal';
import SignatureCanvas, { type CreatePad } from './SignatureCanvas';
import { useSignForm } from './useSignForm';

/** The hint above the pad, which the pad names as its description. */
const PAD_HINT_ID = 'signing-pad-hint';

interface Props {
  token: string;
  view: SigningView;
  /** The employee signed or refused. */
  onDone: (outcome: 'signed' | 'rejected') => void;
  /** The link stopped being open meanwhile (409) or was replaced (404): the page reloads it. */
  onEnded: () => void;
  createPad?: CreatePad;
}

/** The code texted to the employee, the drawn signature, and the two actions: sign, refuse with a reason. */
const SignForm: React.FC<Props> = ({ token, view, onDone, onEnded, createPad }) => {
  const t = useT();
  const signing = useSignForm({ token, view, onDone, onEnded });

  return (
    <>
      <Form form={signing.form} layout="vertical" requiredMark={false}>
        <TextedCodeItem
          area="signing"
          extra={!signing.notice && t('pages.signing.code.hint', { mobile: view.mobile })}
          notice={signing.notice}
          seconds={signing.seconds}
          sending={signing.busy === 'code'}
          onGetCode={signing.getCode}
        />
        <Form.Item label={t('pages.signing.signature')} required={false}>
          {/* What to draw, above the pad it describes: read before drawing, not under the writing hand. */}
          <Typography.Paragraph id={PAD_HINT_ID} type="secondary" style={{ marginBottom: 8 }}>
            {t('pages.signing.signature.hint')}
          </Typography.Paragraph>
          <SignatureCanvas
            ref={signing.pad}
            error={signing.padError}
            describedBy={PAD_HINT_ID}
            onDraw={signing.clearPadError}
            createPad={createPad}
          />
        </Form.Item>
        {signing.actionError && <Alert type="error" showIcon role="alert" message={signing.actionError} style={{ marginBottom: 16 }} />}
        <Flex vertical gap={12}>
          <Button
            type="primary"
            size="large"
            block
            onClick={signing.sign}
            loading={signing.busy === 'sign'}
            disabled={!!signing.busy && signing.busy !== 'sign'}
          >
            {t('pages.signing.sign')}
          </Button>
          <Button danger size="large" block onClick={signing.openReject} disabled={!!signing.busy}>
            {t('pages.signing.reject')}
          </Button>
        </Flex>
      </Form>
      <RejectModal
        open={signing.rejecting}
        companyName={view.companyName}
        form={signing.rejectForm}
        error={signing.rejectError}
        busy={signing.busy === 'reject'}
        onOk={() => signing.reject().catch(() => undefined)}
        onCancel={signing.closeReject}
      />
    </>
  );
};

export default SignForm;
