import { useModel } from '@umijs/max';

const AvatarName: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  return <span className="anticon">{initialState?.currentUser?.name}</span>;
};

export default AvatarName;
