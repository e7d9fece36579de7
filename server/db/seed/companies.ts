/** Demo client companies and their departments. Ids 23, 24 and 29 may sign (docs/product.md, "Roles and permissions"). */
import { makeCreditCode } from '../../../common/validation/china-ids';

export interface SeedCompany {
  id: number;
  name: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactMobile: string;
  address: string;
  departments: string[];
}

export const seedCompanies: SeedCompany[] = [
  {
    id: 23,
    name: '杭州云帆网络科技有限公司',
    creditCode: makeCreditCode('91', '330106', 'MA27WQ3K'),
    legalPerson: '周建华',
    contactName: '林晓燕',
    contactMobile: '13857126409',
    address: '浙江省杭州市西湖区文三路 478 号华星时代广场 12 楼',
    departments: ['技术研发部', '市场部'],
  },
  {
    id: 24,
    name: '苏州恒瑞精密机械有限公司',
    creditCode: makeCreditCode('91', '320505', 'MA1MT8G5'),
    legalPerson: '顾永明',
    contactName: '钱丽娟',
    contactMobile: '13962137750',
    address: '江苏省苏州市高新区珠江路 88 号',
    departments: ['生产部', '质检部'],
  },
  {
    id: 29,
    name: '上海华联物流有限公司',
    creditCode: makeCreditCode('91', '310115', 'MA1FL4X2'),
    legalPerson: '陈国强',
    contactName: '黄佩琳',
    contactMobile: '13601852346',
    address: '上海市浦东新区张杨路 1588 号',
    departments: ['人力资源部', '仓储运营部', '运输调度部', '财务部'],
  },
  {
    id: 31,
    name: '南京金陵餐饮管理有限公司',
    creditCode: makeCreditCode('91', '320106', 'MA1P0R6D'),
    legalPerson: '吴德胜',
    contactName: '徐静',
    contactMobile: '15951862073',
    address: '江苏省南京市鼓楼区中山北路 205 号',
    departments: ['行政人事部', '门店运营部'],
  },
  {
    id: 35,
    name: '广州粤海纺织服装有限公司',
    creditCode: makeCreditCode('91', '440106', 'MA59CK2E'),
    legalPerson: '梁志强',
    contactName: '何嘉欣',
    contactMobile: '13719284651',
    address: '广东省广州市天河区天河北路 233 号中信广场 21 楼',
    departments: ['生产部', '销售部'],
  },
  {
    id: 40,
    name: '成都蜀安物业服务有限公司',
    creditCode: makeCreditCode('91', '510107', 'MA6DN7LU'),
    legalPerson: '杨波',
    contactName: '李雪梅',
    contactMobile: '18980752316',
    address: '四川省成都市武侯区人民南路四段 19 号',
    departments: ['客服部', '工程维修部'],
  },
];
