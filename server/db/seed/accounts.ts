/**
 * Demo accounts, one per role (the login hint names `admin` and `user`), plus two more so the
 * account list has something to filter. Every password is `ant.design`.
 */
import { UserType } from '../../../common/api/accounts';

export const SEED_PASSWORD = 'ant.design';

export interface SeedAccount {
  username: string;
  name: string;
  type: UserType;
  companyId: number | null;
  /** Department name within the company, for department users. */
  department: string | null;
  mobile: string;
  email: string;
  status: 'enabled' | 'disabled';
}

export const seedAccounts: SeedAccount[] = [
  {
    username: 'admin',
    name: '陈立新',
    type: UserType.ADMIN,
    companyId: null,
    department: null,
    mobile: '13916582047',
    email: 'chenlixin@esigncloud.cn',
    status: 'enabled',
  },
  {
    username: 'user',
    name: '李静',
    type: UserType.COMPANY,
    companyId: 29,
    department: null,
    mobile: '13761429085',
    email: 'lijing@hualian-logistics.cn',
    status: 'enabled',
  },
  {
    username: 'company',
    name: '张伟',
    type: UserType.COMPANY,
    companyId: 31,
    department: null,
    mobile: '15850673192',
    email: 'zhangwei@jinling-catering.cn',
    status: 'enabled',
  },
  {
    username: 'department',
    name: '刘洋',
    type: UserType.DEPARTMENT,
    companyId: 29,
    department: '人力资源部',
    mobile: '18621374560',
    email: 'liuyang@hualian-logistics.cn',
    status: 'enabled',
  },
  {
    username: 'operator',
    name: '赵敏',
    type: UserType.OPERATOR,
    companyId: 29,
    department: null,
    mobile: '13524986731',
    email: 'zhaomin@hualian-logistics.cn',
    status: 'enabled',
  },
  {
    username: 'wangfang',
    name: '王芳',
    type: UserType.OPERATOR,
    companyId: 23,
    department: null,
    mobile: '18768105942',
    email: 'wangfang@yunfan-tech.cn',
    status: 'enabled',
  },
  {
    username: 'sunlei',
    name: '孙磊',
    type: UserType.DEPARTMENT,
    companyId: 29,
    department: '仓储运营部',
    mobile: '15921870436',
    email: 'sunlei@hualian-logistics.cn',
    status: 'disabled',
  },
];
