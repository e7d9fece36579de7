/**
 * Demo contract templates, made with pdf-lib when the database is seeded: a shared labour
 * contract (劳动合同, principal) and a shared confidentiality agreement (保密协议, accessory), each
 * two A4 pages of Chinese text, plus a warehouse labour contract of company 29; fields are placed
 * on the blanks and signature places the documents were drawn with. Also field-help entries.
 */
import { createHash } from 'node:crypto';
import type { ContractFieldSource, ContractFieldType, SigningParty } from '../../../common/api/contracts';
import { composeTextPdf, inspectPdf, type Block, type Placement } from '../../pdf';
import type { Db } from '../open';

interface SeedField {
  key: string;
  label: string;
  type: ContractFieldType;
  required?: boolean;
  source?: ContractFieldSource;
  constant?: string;
  party?: SigningParty;
  options?: string[];
  /** The named place of the document the field sits on. */
  place: string;
}

interface SeedTemplate {
  ref: string;
  kind: 'principal' | 'accessory';
  companyId: number | null;
  name: string;
  code: string;
  status: 'draft' | 'enabled' | 'disabled';
  blocks: Block[];
  fields: SeedField[];
  /** refs of accessory templates (principal templates). */
  accessories?: string[];
}

const footer = (page: number, total: number) => `第 ${page} 页 共 ${total} 页`;

const signatureFields: SeedField[] = [
  { key: 'company_signature', label: '甲方盖章', type: 'signature', party: 'company', place: 'company_signature' },
  { key: 'employee_signature', label: '乙方签字', type: 'signature', party: 'employee', place: 'employee_signature' },
  { key: 'sign_date', label: '签订日期', type: 'date', source: 'today', required: true, place: 'sign_date' },
];

const signatureBlocks: Block[] = [
  { type: 'signature', name: 'company_signature', label: '甲方（盖章）：' },
  { type: 'signature', name: 'employee_signature', label: '乙方（签字）：' },
  { type: 'blank', name: 'sign_date', label: '签订日期：', width: 150 },
];

const partyBlocks: Block[] = [
  { type: 'blank', name: 'company_name', label: '甲方（用人单位）：', width: 280 },
  { type: 'blank', name: 'employee_name', label: '乙方（劳动者）：', width: 160 },
  { type: 'blank', name: 'id_number', label: '居民身份证号码：', width: 200 },
];

const partyFields: SeedField[] = [
  { key: 'company_name', label: '甲方名称', type: 'text', source: 'company.name', required: true, place: 'company_name' },
  { key: 'employee_name', label: '乙方姓名', type: 'text', source: 'employee.name', required: true, place: 'employee_name' },
  { key: 'id_number', label: '身份证号码', type: 'idNumber', source: 'employee.idNumber', required: true, place: 'id_number' },
];

export const seedTemplates: SeedTemplate[] = [
  {
    ref: 'labour',
    kind: 'principal',
    companyId: null,
    name: '劳动合同（2025 版）',
    code: 'LC-2025',
    status: 'enabled',
    accessories: ['nda'],
    blocks: [
      { type: 'title', text: '劳动合同' },
      ...partyBlocks,
      {
        type: 'paragraph',
        text: '根据《中华人民共和国劳动法》《中华人民共和国劳动合同法》及有关法律法规的规定，甲乙双方遵循合法、公平、平等自愿、协商一致、诚实信用的原则，签订本合同，共同遵守本合同所列条款。',
      },
      { type: 'heading', text: '一、合同期限' },
      { type: 'blank', name: 'contract_term', label: '合同期限类型：', width: 200 },
      { type: 'blank', name: 'entry_date', label: '入职日期：', width: 150 },
      {
        type: 'paragraph',
        text: '本合同自乙方入职之日起生效。试用期包含在合同期限内，试用期期间乙方的工资不低于本合同约定工资的百分之八十。',
      },
      { type: 'heading', text: '二、工作内容和工作地点' },
      { type: 'blank', name: 'position', label: '工作岗位：', width: 200 },
      {
        type: 'paragraph',
        text: '乙方应按照甲方的要求，按时完成规定的工作数量，达到规定的质量标准。甲方根据工作需要，经与乙方协商一致，可以调整乙方的工作岗位和工作地点。',
      },
      { type: 'heading', text: '三、劳动报酬' },
      { type: 'blank', name: 'monthly_salary', label: '月工资（人民币元）：', width: 150 },
      { type: 'paragraph', text: '甲方每月十五日前以货币形式足额支付乙方上月工资，不得克扣或者无故拖欠。乙方工资不低于当地最低工资标准。' },
      { type: 'pageBreak' },
      { type: 'heading', text: '四、工作时间和休息休假' },
      {
        type: 'paragraph',
        text: '甲方实行每日工作八小时、每周工作四十小时的标准工时制度。甲方因生产经营需要安排乙方延长工作时间的，应依法支付加班工资或者安排同等时间补休。乙方依法享受法定节假日、年休假、婚假、产假等假期。',
      },
      { type: 'heading', text: '五、社会保险和福利待遇' },
      {
        type: 'paragraph',
        text: '甲乙双方应依法参加社会保险，按时足额缴纳养老、医疗、失业、工伤、生育保险费和住房公积金，其中应由乙方个人缴纳的部分由甲方从乙方工资中代扣代缴。',
      },
      { type: 'heading', text: '六、劳动合同的变更、解除和终止' },
      {
        type: 'paragraph',
        text: '经甲乙双方协商一致，可以变更本合同约定的内容，变更应当采用书面形式。本合同的解除和终止按照《中华人民共和国劳动合同法》的有关规定执行。',
      },
      { type: 'heading', text: '七、其他' },
      {
        type: 'paragraph',
        text: '本合同附件《保密协议》与本合同具有同等法律效力。本合同以电子签名方式签订，甲乙双方各执一份，自双方签署之日起生效。',
      },
      ...signatureBlocks,
    ],
    fields: [
      ...partyFields,
      {
        key: 'contract_term',
        label: '合同期限类型',
        type: 'select',
        required: true,
        options: ['固定期限', '无固定期限', '以完成一定工作任务为期限'],
        place: 'contract_term',
      },
      { key: 'entry_date', label: '入职日期', type: 'date', source: 'employee.entryDate', required: true, place: 'entry_date' },
      { key: 'position', label: '工作岗位', type: 'text', source: 'employee.position', place: 'position' },
      { key: 'monthly_salary', label: '月工资', type: 'money', required: true, place: 'monthly_salary' },
      ...signatureFields,
    ],
  },
  {
    ref: 'nda',
    kind: 'accessory',
    companyId: null,
    name: '保密协议',
    code: 'NDA-2025',
    status: 'enabled',
    blocks: [
      { type: 'title', text: '保密协议' },
      ...partyBlocks,
      {
        type: 'paragraph',
        text: '鉴于乙方在甲方任职期间，将接触和知悉甲方的商业秘密及其他保密信息，为保护甲方的合法权益，根据《中华人民共和国劳动合同法》《中华人民共和国反不正当竞争法》等有关规定，双方经平等协商，订立本协议。',
      },
      { type: 'heading', text: '第一条　保密信息' },
      {
        type: 'paragraph',
        text: '本协议所称保密信息，是指不为公众所知悉、能为甲方带来经济利益、具有实用性并经甲方采取保密措施的技术信息和经营信息，包括但不限于客户名单、价格体系、运营数据、财务资料、员工薪酬信息等。',
      },
      { type: 'heading', text: '第二条　乙方的保密义务' },
      {
        type: 'paragraph',
        text: '乙方应当严格遵守甲方的保密制度，不得向任何第三方披露、使用或者允许他人使用甲方的保密信息；不得复制、摘抄或者以其他方式将保密信息带离工作场所。',
      },
      { type: 'pageBreak' },
      { type: 'heading', text: '第三条　保密期限' },
      {
        type: 'paragraph',
        text: '乙方的保密义务自本协议签订之日起生效，至相关信息依法成为公众所知悉的信息时止，不因劳动合同的解除或者终止而免除。',
      },
      { type: 'heading', text: '第四条　违约责任' },
      { type: 'paragraph', text: '乙方违反本协议约定，给甲方造成损失的，应当依法承担赔偿责任；情节严重构成犯罪的，依法追究刑事责任。' },
      { type: 'heading', text: '第五条　其他' },
      { type: 'paragraph', text: '本协议作为劳动合同的附件，与劳动合同具有同等法律效力。本协议未尽事宜，按照国家有关法律法规执行。' },
      ...signatureBlocks,
    ],
    fields: [...partyFields, ...signatureFields],
  },
  {
    ref: 'warehouse',
    kind: 'principal',
    companyId: 29,
    name: '仓储岗位劳动合同',
    code: 'HL-WH-2025',
    status: 'enabled',
    accessories: ['nda'],
    blocks: [
      { type: 'title', text: '仓储岗位劳动合同' },
      ...partyBlocks,
      { type: 'blank', name: 'position', label: '工作岗位：', width: 200 },
      { type: 'blank', name: 'work_location', label: '工作地点：', width: 280 },
      { type: 'blank', name: 'entry_date', label: '入职日期：', width: 150 },
      { type: 'blank', name: 'monthly_salary', label: '月工资（人民币元）：', width: 150 },
      {
        type: 'paragraph',
        text: '乙方从事仓储作业，应严格遵守甲方的仓库管理制度和安全操作规程，正确使用叉车、货架等设备，佩戴劳动防护用品。甲方为乙方提供符合国家规定的劳动安全卫生条件和必要的劳动防护用品。',
      },
      {
        type: 'paragraph',
        text: '甲方实行综合计算工时工作制的，应经劳动行政部门批准；乙方在法定节假日工作的，甲方依法支付加班工资。其他事项按照《劳动合同（2025 版）》的通用条款执行。',
      },
      ...signatureBlocks,
    ],
    fields: [
      ...partyFields,
      { key: 'position', label: '工作岗位', type: 'text', source: 'employee.position', required: true, place: 'position' },
      {
        key: 'work_location',
        label: '工作地点',
        type: 'text',
        source: 'constant',
        constant: '上海市浦东新区张杨路 1588 号华联物流仓储中心',
        place: 'work_location',
      },
      { key: 'entry_date', label: '入职日期', type: 'date', source: 'employee.entryDate', required: true, place: 'entry_date' },
      { key: 'monthly_salary', label: '月工资', type: 'money', required: true, place: 'monthly_salary' },
      ...signatureFields,
    ],
  },
];

export const seedFieldHelps: Array<{ companyId: number | null; key: string; title: string; content: string; example: string }> = [
  {
    companyId: null,
    key: 'company_name',
    title: '甲方名称',
    content: '用人单位在营业执照上登记的全称，须与统一社会信用代码对应，不能使用简称。',
    example: '上海华联物流有限公司',
  },
  { companyId: null, key: 'employee_name', title: '乙方姓名', content: '劳动者居民身份证上的姓名，默认取自员工档案。', example: '王海涛' },
  {
    companyId: null,
    key: 'id_number',
    title: '身份证号码',
    content: '18 位居民身份证号码，最后一位校验码可能是 X。系统会按 GB 11643 校验。',
    example: '11010519491231002X',
  },
  {
    companyId: null,
    key: 'entry_date',
    title: '入职日期',
    content: '劳动者实际到岗工作的日期，劳动关系自该日起建立。格式为 年-月-日。',
    example: '2025-03-01',
  },
  {
    companyId: null,
    key: 'contract_term',
    title: '合同期限类型',
    content: '固定期限：约定了终止时间；无固定期限：未约定确定的终止时间；以完成一定工作任务为期限：以某项工作完成为合同终止时间。',
    example: '固定期限',
  },
  {
    companyId: null,
    key: 'monthly_salary',
    title: '月工资',
    content: '每月应发工资总额（税前），单位为人民币元，最多保留两位小数，不得低于当地最低工资标准。',
    example: '6800.00',
  },
  { companyId: null, key: 'sign_date', title: '签订日期', content: '合同签订的日期，默认为发起签署的当天。', example: '2025-03-03' },
  {
    companyId: 29,
    key: 'work_location',
    title: '工作地点',
    content: '华联物流员工的实际工作地点，仓储岗位一般为浦东仓储中心；外派员工填写派驻仓库地址。',
    example: '上海市浦东新区张杨路 1588 号华联物流仓储中心',
  },
];

export interface SeedPdf {
  bytes: Uint8Array;
  places: Record<string, Placement>;
  pageCount: number;
  pages: Array<{ width: number; height: number }>;
  sha256: string;
}

let made: Promise<Map<string, SeedPdf>> | undefined;

/** The demo templates' PDFs, made once per process (seeding many test databases reuses them). */
export function seedTemplatePdfs(): Promise<Map<string, SeedPdf>> {
  made ??= (async () => {
    const pdfs = new Map<string, SeedPdf>();
    for (const template of seedTemplates) {
      const composed = await composeTextPdf(template.blocks, { footer });
      const info = await inspectPdf(composed.bytes);
      pdfs.set(template.ref, { ...composed, pages: info.pages, sha256: createHash('sha256').update(composed.bytes).digest('hex') });
    }
    return pdfs;
  })();
  return made;
}

/** Inserts the demo templates with their fields and accessories, and the field help. */
export async function insertSeedContracts(
  trx: Db,
  { pdfs, createdBy, at }: { pdfs: Map<string, SeedPdf>; createdBy: number | null; at: string },
): Promise<void> {
  const ids = new Map<string, number>();
  for (const template of seedTemplates) {
    const pdf = pdfs.get(template.ref)!;
    const row = await trx
      .insertInto('contract_templates')
      .values({
        kind: template.kind,
        company_id: template.companyId,
        name: template.name,
        code: template.code,
        version: 1,
        status: template.status,
        page_count: pdf.pageCount,
        page_sizes: JSON.stringify(pdf.pages),
        pdf: Buffer.from(pdf.bytes),
        file_size: pdf.bytes.length,
        file_sha256: pdf.sha256,
        created_by: createdBy,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(template.ref, row.id);
    for (const [position, field] of template.fields.entries()) {
      const place = pdf.places[field.place];
      if (!place) throw new Error(`seed template ${template.ref}: no place ${field.place}`);
      await trx
        .insertInto('contract_fields')
        .values({
          template_id: row.id,
          position,
          key: field.key,
          label: field.label,
          type: field.type,
          required: field.required ? 1 : 0,
          source: field.source ?? null,
          constant_value: field.constant ?? null,
          party: field.party ?? null,
          page: place.page,
          x: place.x,
          y: place.y,
          width: place.width,
          height: place.height,
          font_size: field.type === 'signature' ? 12 : 11,
          options: JSON.stringify(field.options ?? []),
        })
        .execute();
    }
  }
  for (const template of seedTemplates) {
    for (const [position, ref] of (template.accessories ?? []).entries()) {
      await trx
        .insertInto('contract_template_accessories')
        .values({ principal_id: ids.get(template.ref)!, accessory_id: ids.get(ref)!, position })
        .execute();
    }
  }
  for (const help of seedFieldHelps) {
    await trx
      .insertInto('field_helps')
      .values({
        company_id: help.companyId,
        key: help.key,
        title: help.title,
        content: help.content,
        example: help.example,
        created_by: createdBy,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
