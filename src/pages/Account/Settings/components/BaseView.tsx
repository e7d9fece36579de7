import { ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, message, Skeleton, Space, Upload } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { BizError } from '@/services/errorHandling';
import { statusOf } from '@/services/request';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import type { AccountProfile } from '@common/api/accounts';
import { PHONE_PATTERN } from '@common/validation/china-ids';
import { LIMITS } from '@common/validation/limits';
import { getProfile, removeAvatar, saveProfile, uploadAvatar } from '@/services/myAccount';
import { squarePicture } from './squarePicture';

const COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'BR', 'ID', 'US'];

/** Basic settings: profile fields, saved to the account. */
const BaseView: React.FC = () => {
  const t = useT();
  const { setInitialState } = useModel('@@initialState');
  const { data, loading, mutate } = useRequest(getProfile);
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<AccountProfile>();
  if (loading || !data) return <Skeleton active />;

  /** The saved profile (name, picture), shown here and in the header at once. */
  const saved = (profile: AccountProfile) => {
    mutate(profile);
    const { name, avatar } = profile;
    setInitialState((s) => (s?.currentUser ? { ...s, currentUser: { ...s.currentUser, name, avatar } } : s));
  };
  const upload = async (file: Blob) => {
    let picture: Blob;
    try {
      picture = await squarePicture(file);
    } catch {
      message.error(t('pages.account.settings.basic.avatar.unreadable'));
      return;
    }
    setUploading(true);
    try {
      saved(await uploadAvatar(picture));
      message.success(t('pages.account.settings.basic.avatar.saved'));
    } catch (error) {
      // Too large or refused: the server's message, once (the call handles these statuses itself).
      if (error instanceof BizError && [413, 422].includes(statusOf(error) ?? 0)) message.error(error.message);
    } finally {
      setUploading(false);
    }
  };

  // Only the name is required: every other field may stay empty, as it is for most accounts.
  const required = (id: string) => [{ required: true, message: t(`pages.account.settings.basic.${id}-message`) }];
  return (
    <Flex align="start" gap={48} wrap>
      <ProForm<AccountProfile>
        form={form}
        layout="vertical"
        style={{ width: 440, maxWidth: '100%' }}
        initialValues={data}
        submitter={{
          searchConfig: { submitText: t('pages.account.settings.basic.update') },
          resetButtonProps: { style: { display: 'none' } },
        }}
        onFinish={async (values) => {
          const done = await submitForm(form, async () => saved(await saveProfile({ ...data, ...values }, FORM_CALL)));
          if (!done) return false;
          message.success(t('pages.account.settings.basic.update.success'));
          return true;
        }}
      >
        <ProFormText
          name="email"
          label={t('pages.account.settings.basic.email')}
          rules={[{ type: 'email', message: t('pages.account.settings.basic.email-invalid') }]}
        />
        <ProFormText
          name="name"
          label={t('pages.account.settings.basic.name')}
          rules={[...required('name'), { max: LIMITS.profile.name }]}
        />
        <ProFormTextArea
          name="signature"
          label={t('pages.account.settings.basic.profile')}
          placeholder={t('pages.account.settings.basic.profile-placeholder')}
          rules={[{ max: LIMITS.profile.signature }]}
        />
        <ProFormSelect
          name="country"
          label={t('pages.account.settings.basic.country')}
          fieldProps={{ allowClear: true }}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`pages.account.settings.country.${c}`) }))}
        />
        <ProForm.Group>
          <ProFormText
            name="province"
            width="sm"
            label={t('pages.account.settings.basic.province')}
            rules={[{ max: LIMITS.profile.region }]}
          />
          <ProFormText name="city" width="sm" label={t('pages.account.settings.basic.city')} rules={[{ max: LIMITS.profile.region }]} />
        </ProForm.Group>
        <ProFormText name="address" label={t('pages.account.settings.basic.address')} rules={[{ max: LIMITS.profile.address }]} />
        <ProFormText
          name="phone"
          label={t('pages.account.settings.basic.phone')}
          rules={[{ pattern: new RegExp(`^$|${PHONE_PATTERN.source}`), message: t('pages.account.settings.basic.phone-invalid') }]}
        />
      </ProForm>
      <Space direction="vertical" align="center">
        <span>{t('pages.account.settings.basic.avatar')}</span>
        <Avatar size={144} src={data.avatar || undefined}>
          {data.name.slice(0, 1)}
        </Avatar>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('pages.account.settings.basic.change-avatar')}
          </Button>
        </Upload>
        {data.avatar && (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={async () => saved(await removeAvatar())}>
            {t('pages.account.settings.basic.avatar.remove')}
          </Button>
        )}
      </Space>
    </Flex>
  );
};

export default BaseView;
