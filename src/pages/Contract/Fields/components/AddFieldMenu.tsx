import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '@/hooks/useT';
import { CONTRACT_FIELD_TYPES, type ContractFieldType, type SigningParty } from '@common/api/contracts';

/** "Add field": a field of each type, or the signature place of the employee or the company. */
const AddFieldMenu: React.FC<{ disabled: boolean; onAdd: (type: ContractFieldType, party?: SigningParty) => void }> = ({
  disabled,
  onAdd,
}) => {
  const t = useT();
  const items = [
    ...CONTRACT_FIELD_TYPES.filter((type) => type !== 'signature').map((type) => ({ key: type, label: t(`pages.field.type.${type}`) })),
    { type: 'divider' as const },
    { key: 'signature:employee', label: t('pages.field.signature.employee') },
    { key: 'signature:company', label: t('pages.field.signature.company') },
  ];
  return (
    <Dropdown
      disabled={disabled}
      menu={{
        items,
        onClick: ({ key }) => {
          const [type, party] = key.split(':');
          onAdd(type as ContractFieldType, party as SigningParty | undefined);
        },
      }}
    >
      <Button>
        {t('pages.field.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

export default AddFieldMenu;
