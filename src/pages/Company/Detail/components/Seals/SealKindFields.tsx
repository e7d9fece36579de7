import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from '@/hooks/useT';
import { rules } from '@/utils/formRules';
import { sealKindLabel } from '@/utils/sealKind';
import { BUILT_IN_SEAL_KINDS, SEAL_TEXT_MAX, sealKindName } from '@common/api/seals';
import { chosenKind, OTHER_KIND, type SealKindValues } from './sealKind';

/**
 * A new seal's kind and name: a built-in kind, one the company named before, or another typed
 * in. The name follows the kind (its usual name) until the user types one of their own.
 */
const SealKindFields: React.FC<{ namedKinds: string[] }> = ({ namedKinds }) => {
  const t = useT();
  const r = rules(t);
  const form = Form.useFormInstance<SealKindValues>();
  const picked = Form.useWatch('kind', form);
  const kind = chosenKind({ kind: picked, otherKind: Form.useWatch('otherKind', form) });
  // The name the kind gave last: a later kind replaces it, never a name the user typed.
  const givenName = useRef<string>();

  useEffect(() => {
    const name = form.getFieldValue('name') as string | undefined;
    if (name?.trim() && name !== givenName.current) return;
    givenName.current = kind ? sealKindName(kind) : undefined;
    form.setFieldValue('name', givenName.current);
  }, [kind, form]);

  return (
    <>
      <ProFormSelect
        name="kind"
        label={t('pages.seals.kind')}
        rules={[r.required()]}
        options={[
          ...[...BUILT_IN_SEAL_KINDS, ...namedKinds].map((k) => ({ value: k, label: sealKindLabel(t, k) })),
          { value: OTHER_KIND, label: t('pages.seals.kind.other') },
        ]}
      />
      {picked === OTHER_KIND && (
        <ProFormText
          name="otherKind"
          label={t('pages.seals.otherKind')}
          placeholder={t('pages.seals.otherKind.placeholder')}
          rules={[r.required(), r.max(SEAL_TEXT_MAX)]}
        />
      )}
      <ProFormText
        name="name"
        label={t('pages.seals.name')}
        extra={t('pages.seals.name.hint')}
        rules={[r.required(), r.max(SEAL_TEXT_MAX)]}
      />
    </>
  );
};

export default SealKindFields;
