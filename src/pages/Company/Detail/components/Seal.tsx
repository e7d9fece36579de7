import { UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Image, message, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { Company } from '../../../../../common/api/organisation';
import { sealUrl, uploadSeal } from '../service';

const MAX_SEAL_BYTES = 1024 * 1024;
const SEAL_TYPES = ['image/png', 'image/jpeg'];

/**
 * The company seal stamped when the company signs: a PNG or JPEG of at most 1 MB, which the
 * server keeps as a transparent PNG (a white background is made clear).
 */
const Seal: React.FC<{ company: Company; onChange: () => void }> = ({ company, onChange }) => {
  const t = useT();
  // Changed after an upload so the browser loads the new image.
  const [imageVersion, setImageVersion] = useState(0);
  return (
    <Space direction="vertical" size="large">
      {company.hasSeal ? (
        <Image
          width={180}
          alt={t('pages.company.seal')}
          src={`${sealUrl(company.id)}?v=${imageVersion}`}
          style={{ border: '1px dashed #d9d9d9', padding: 8 }}
        />
      ) : (
        <Empty description={t('pages.company.seal.none')} />
      )}
      <Upload
        accept={SEAL_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!SEAL_TYPES.includes(file.type)) message.error(t('pages.company.seal.format'));
          else if (file.size > MAX_SEAL_BYTES) message.error(t('pages.company.seal.size'));
          else
            uploadSeal(company.id, file).then(() => {
              message.success(t('pages.common.saved'));
              setImageVersion((v) => v + 1);
              onChange();
            });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('pages.company.seal.upload')}</Button>
      </Upload>
      <Typography.Text type="secondary">{t('pages.company.seal.hint')}</Typography.Text>
    </Space>
  );
};

export default Seal;
