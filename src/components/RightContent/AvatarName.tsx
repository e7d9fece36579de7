import { useModel } from '@umijs/max';
import { Grid } from 'antd';

/** The user's name beside the avatar; a phone shows the avatar alone. */
const AvatarName: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const { sm } = Grid.useBreakpoint();
  return sm ? <span className="anticon">{initialState?.currentUser?.name}</span> : null;
};

export default AvatarName;
