import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '@/hooks/useT';

const PdfPages = lazy(() => import('@/components/PdfPages'));

/** The principal as the first employee would get it (`pdf`: none, the modal is closed). */
const PreviewModal: React.FC<{ pdf?: ArrayBuffer; employeeName?: string; onClose: () => void }> = ({ pdf, employeeName, onClose }) => {
  const t = useT();
  return (
    <Modal
      open={Boolean(pdf)}
      title={t('pages.sign.new.preview.title', { name: employeeName ?? '-' })}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div style={{ maxHeight: '75vh', overflow: 'auto', background: '#f5f5f5', padding: 16 }}>
        <Suspense fallback={null}>{pdf && <PdfPages source={pdf} width={760} />}</Suspense>
      </div>
    </Modal>
  );
};

export default PreviewModal;
