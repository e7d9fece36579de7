/** Demo employees (signing users) with valid resident ID numbers. */
import { makeIdNumber } from '../../../common/validation/china-ids';

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
  // Added with the organisation routes (appended: the ids above stay as they were).
  // 人力资源部 of company 29 is the `department` demo account's department: several people.
  { companyId: 29, department: '人力资源部', name: '陈思远', idNumber: makeIdNumber('310104', '19910617', '035'), mobile: '13681927405', position: '招聘专员', entryDate: '2021-10-11', status: 'active' },
  { companyId: 29, department: '人力资源部', name: '杨雪', idNumber: makeIdNumber('320582', '19980224', '146'), mobile: '15800642719', position: '薪酬专员', entryDate: '2023-07-03', status: 'active' },
  { companyId: 29, department: '人力资源部', name: '赵磊', idNumber: makeIdNumber('370203', '19860930', '251'), mobile: '18930517264', position: '培训主管', entryDate: '2018-06-25', status: 'active' },
  { companyId: 29, department: '人力资源部', name: '何静', idNumber: makeIdNumber('420106', '19940508', '362'), mobile: '13918470352', position: '员工关系专员', entryDate: '2022-12-01', status: 'left' },
  { companyId: 29, department: '运输调度部', name: '郭强', idNumber: makeIdNumber('230102', '19820411', '473'), mobile: '13564093817', position: '保安', entryDate: '2020-02-17', status: 'active' },
  { companyId: 31, department: '行政人事部', name: '林晓婷', idNumber: makeIdNumber('350102', '19990715', '582'), mobile: '15062318947', position: '人事助理', entryDate: '2024-05-20', status: 'active' },
  { companyId: 24, department: '生产部', name: '钱伟', idNumber: makeIdNumber('320503', '19890312', '613'), mobile: '13962870154', position: '数控操作工', entryDate: '2019-04-08', status: 'active' },
  { companyId: 24, department: '质检部', name: '顾敏', idNumber: makeIdNumber('320506', '19950821', '724'), mobile: '18051274396', position: '质检员', entryDate: '2022-08-15', status: 'active' },
  { companyId: 35, department: '生产部', name: '黄志明', idNumber: makeIdNumber('440103', '19870126', '835'), mobile: '13926405718', position: '车间主任', entryDate: '2017-09-04', status: 'active' },
  { companyId: 35, department: '销售部', name: '梁嘉怡', idNumber: makeIdNumber('440105', '19960604', '946'), mobile: '13560281947', position: '销售代表', entryDate: '2023-03-27', status: 'active' },
  { companyId: 40, department: '客服部', name: '王丽', idNumber: makeIdNumber('510104', '19920419', '057'), mobile: '18980164725', position: '客服专员', entryDate: '2021-01-18', status: 'active' },
  { companyId: 40, department: '工程维修部', name: '刘德华', idNumber: makeIdNumber('510107', '19800802', '168'), mobile: '13708230516', position: '维修工', entryDate: '2016-11-07', status: 'left' },
];
