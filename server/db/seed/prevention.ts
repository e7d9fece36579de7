/**
 * Demo prevention-list entries. The first matches an employee of company 29's 人力资源部 (杨雪),
 * so the flag shows in every demo account's employee list; the others are people not employed.
 */
import { makeIdNumber } from '../../../common/validation/china-ids';
import { seedEmployees } from './employees';

export interface SeedPreventionEntry {
  name: string;
  idNumber: string;
  mobile: string;
  reason: string;
}

const employeeId = (name: string) => seedEmployees.find((e) => e.name === name)!.idNumber;

export const seedPreventionEntries: SeedPreventionEntry[] = [
  { name: '杨雪', idNumber: employeeId('杨雪'), mobile: '15800642719', reason: '劳动争议仲裁中，暂停签署新合同' },
  { name: '韩涛', idNumber: makeIdNumber('130102', '19840923', '279'), mobile: '13831146072', reason: '提供虚假身份材料' },
  { name: '邓超', idNumber: makeIdNumber('450103', '19900105', '384'), mobile: '', reason: '原单位竞业限制期内' },
];
