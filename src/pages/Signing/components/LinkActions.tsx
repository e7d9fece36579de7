import { Collapse, Divider, Typography } from 'antd';
import { useState } from 'react';
import type { SigningView } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { myPageUrl } from '@/services/my';
import IdentityForm from './IdentityForm';
import SignForm from './SignForm';

export interface LinkActionsProps {
  token: string;
  view: SigningView;
  onDone: (outcome: 'signed' | 'rejected') => void;
  onEnded: () => void;
}

/**
 * What follows the documents: the field help, then the identity check when the company asks for
 * one, and the form (code, drawn signature, sign or refuse). Its own chunk, loaded once the
 * contract's first page is on screen (../index.tsx).
 */
const LinkActions: React.FC<LinkActionsProps> = ({ token, view, onDone, onEnded }) => {
  const t = useT();
  // Verified here: the code step follows without reloading the link.
  const [verified, setVerified] = useState(false);
  const identityNeeded = view.identity === 'required' && !verified;
  return (
    <>
      {view.fieldHelps.length > 0 && (
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'help',
              label: t('pages.signing.help'),
              children: view.fieldHelps.map((h) => (
                <div key={h.key} style={{ marginBottom: 12, overflowWrap: 'anywhere' }}>
                  <Typography.Text strong>{h.title}</Typography.Text>
                  <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>{h.content}</Typography.Paragraph>
                  {h.example && (
                    <Typography.Text type="secondary">{t('pages.signing.help.example', { example: h.example })}</Typography.Text>
                  )}
                </div>
              )),
            },
          ]}
        />
      )}
      <Divider style={{ margin: '16px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('pages.signing.confirm')}
      </Typography.Title>
      {/* Where the contract is kept once sealed: the workers' own page, by this mobile. */}
      <Typography.Paragraph type="secondary">
        {t('pages.signing.my.before', { url: myPageUrl(), mobile: view.mobile })}
      </Typography.Paragraph>
      {identityNeeded ? (
        <IdentityForm token={token} view={view} onVerified={() => setVerified(true)} onEnded={onEnded} />
      ) : (
        <>
          {verified && (
            <Typography.Paragraph type="success" role="status">
              {t('pages.signing.identity.verified')}
            </Typography.Paragraph>
          )}
          <SignForm token={token} view={view} onDone={onDone} onEnded={onEnded} />
        </>
      )}
    </>
  );
};

export default LinkActions;
