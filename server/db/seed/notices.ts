/** Demo header notices: a few of each type for every account. */
export interface SeedNotice {
  type: 'notification' | 'message' | 'event';
  title: string;
  description: string;
  status?: string;
  extra?: string;
  /** How long before the seed time it arrived. */
  hoursAgo: number;
  read?: boolean;
}

export const seedNotices: SeedNotice[] = [
  {
    type: 'notification',
    title: '你有 3 份劳动合同待企业签署',
    description: '上海华联物流有限公司新提交的劳动合同已由员工签署完毕。',
    hoursAgo: 2,
  },
  { type: 'notification', title: '批量签署任务已完成', description: '批次 20250301-01 共 24 份合同，全部签署成功。', hoursAgo: 20 },
  {
    type: 'notification',
    title: '合同模板「劳动合同（2025 版）」已启用',
    description: '新模板将用于之后发起的签署。',
    hoursAgo: 50,
    read: true,
  },
  { type: 'message', title: '黄佩琳 发来消息', description: '请尽快确认本月新入职员工的劳动合同，月底前需要完成签署。', hoursAgo: 5 },
  { type: 'message', title: '系统管理员 回复了你', description: '保密协议模板的字段位置已经调整好，请再预览确认一次。', hoursAgo: 30 },
  {
    type: 'event',
    title: '员工劳动合同续签',
    description: '仓储运营部 12 名员工的劳动合同将于下月到期，需要发起续签。',
    status: 'todo',
    extra: '未开始',
    hoursAgo: 8,
  },
  {
    type: 'event',
    title: '保密协议批量签署',
    description: '技术研发部保密协议正在批量签署中。',
    status: 'processing',
    extra: '进行中',
    hoursAgo: 26,
  },
  {
    type: 'event',
    title: '预发送合同即将过期',
    description: '3 份预发送的劳动合同将在 24 小时内过期，请提醒员工尽快签署。',
    status: 'urgent',
    extra: '马上到期',
    hoursAgo: 3,
  },
];
