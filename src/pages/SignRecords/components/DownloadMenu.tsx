import { DownloadOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useT } from '@/hooks/useT';
import { archiveUrl, evidenceUrl } from '@/services/signTasks';

/** A record's downloads: the archive, the evidence report, or its documents (in the timeline drawer, `onDocuments`). */
const DownloadMenu: React.FC<{ taskId: number; onDocuments: () => void }> = ({ taskId, onDocuments }) => {
  const t = useT();
  return (
    <Dropdown
      menu={{
        items: [
          {
            key: 'archive',
            label: (
              <a href={archiveUrl(taskId)} download>
                {t('pages.sign.download.archive')}
              </a>
            ),
          },
          {
            key: 'evidence',
            label: (
              <a href={evidenceUrl(taskId)} download>
                {t('pages.sign.download.evidence')}
              </a>
            ),
          },
          { key: 'pdfs', label: <a onClick={onDocuments}>{t('pages.record.documents')}</a> },
        ],
      }}
    >
      <a>
        {t('pages.record.download')} <DownloadOutlined />
      </a>
    </Dropdown>
  );
};

export default DownloadMenu;
