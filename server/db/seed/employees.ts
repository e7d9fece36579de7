/** Demo employees (signing users) with valid resident ID numbers. */
import { makeIdNumber } from '../../../contract/validation/china-ids';

export interface SeedEmployee {
  companyId: number;
  department: string | null;
  name: string;
  idNumber: string;
  mobile: string;
  position: string;
  entryDate: string;
  status: 'active' | 'left';
}

export const seedEmployees: SeedEmployee[] = [
  { companyId: 29, department: '仓储运营部', name: '王海涛', idNumber: makeIdNumber('340104', '19880314', '213'), mobile: '13641953827', position: '仓库管理员', entryDate: '2021-03-15', status: 'active' },
  { companyId: 29, department: '仓储运营部', name: '马晓丽', idNumber: makeIdNumber('410105', '19930722', '048'), mobile: '15021647380', position: '分拣员', entryDate: '2022-07-01', status: 'active' },
  { companyId: 29, department: '运输调度部', name: '张建军', idNumber: makeIdNumber('511702', '19850109', '357'), mobile: '13817420596', position: '货运司机', entryDate: '2019-11-20', status: 'active' },
  { companyId: 29, department: '运输调度部', name: '李娜', idNumber: makeIdNumber('430104', '19960518', '126'), mobile: '18516039274', position: '调度员', entryDate: '2023-02-13', status: 'active' },
  { companyId: 29, department: '人力资源部', name: '周婷', idNumber: makeIdNumber('310115', '19950903', '062'), mobile: '13795162408', position: '人事专员', entryDate: '2022-09-05', status: 'active' },
  { companyId: 29, department: '财务部', name: '吴昊', idNumber: makeIdNumber('360102', '19900227', '171'), mobile: '15618730945', position: '会计', entryDate: '2020-05-18', status: 'left' },
  { companyId: 31, department: '门店运营部', name: '孙志刚', idNumber: makeIdNumber('320106', '19870611', '295'), mobile: '15895147263', position: '厨师长', entryDate: '2018-04-02', status: 'active' },
  { companyId: 31, department: '门店运营部', name: '郑雪', idNumber: makeIdNumber('320113', '20000126', '084'), mobile: '17751820439', position: '服务员', entryDate: '2024-01-08', status: 'active' },
  { companyId: 31, department: '行政人事部', name: '冯磊', idNumber: makeIdNumber('321102', '19920814', '331'), mobile: '13951762084', position: '行政主管', entryDate: '2021-08-16', status: 'active' },
  { companyId: 23, department: '技术研发部', name: '蒋文博', idNumber: makeIdNumber('330106', '19941130', '017'), mobile: '13588204716', position: '前端工程师', entryDate: '2023-06-19', status: 'active' },
  { companyId: 23, department: '技术研发部', name: '沈佳怡', idNumber: makeIdNumber('330102', '19970402', '228'), mobile: '18667193052', position: '测试工程师', entryDate: '2024-03-04', status: 'active' },
];
