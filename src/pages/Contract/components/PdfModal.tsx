import { Modal } from 'antd';
import { lazy, Suspense } from 'react';

const PdfPages = lazy(() => import('@/components/PdfPages'));

/** A PDF (URL or bytes) shown page by page in a modal. */
const PdfModal: React.FC<{ title: React.ReactNode; source?: string | ArrayBuffer; onClose: () => void }> = ({ title, source, onClose }) => (
  <Modal open={Boolean(source)} title={title} width={860} footer={null} onCancel={onClose} destroyOnClose>
    <div style={{ maxHeight: '75vh', overflow: 'auto', background: '#f5f5f5', padding: 16 }}>
      <Suspense fallback={null}>{source && <PdfPages source={source} width={760} />}</Suspense>
    </div>
  </Modal>
);

export default PdfModal;
