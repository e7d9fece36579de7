/**
 * Server messages in Simplified Chinese: the reference catalogue. Every other locale must have
 * exactly these keys (the compiler checks it through `Catalogue`, and so does a test).
 * `{name}` marks a value filled in at run time.
 */
export const zhCN = {
  ok: '成功',

  'error.badJson': '请求体不是有效的 JSON',
  'error.bodyNotObject': '请求体必须是 JSON 对象',
  'error.notLoggedIn': '请先登录',
  'error.sessionEnded': '登录已过期，请重新登录',
  'error.forbidden': '没有权限执行此操作',
  'error.notFound': '记录不存在',
  'error.routeNotFound': '接口不存在',
  'error.tooLarge': '请求体过大，不能超过 {limit}',
  'error.internal': '服务器发生错误，请稍后再试',

  'login.failed': '账户或密码错误',
  'login.captchaFailed': '验证码错误',
  'login.disabled': '账户已被停用，请联系管理员',
  'login.accountLocked': '登录失败次数过多，请在 {minutes} 分钟后重试',
  'login.ipLocked': '当前网络登录失败次数过多，请在 {minutes} 分钟后重试',
  'captcha.tooSoon': '验证码发送过于频繁，请在 {seconds} 秒后重试',
  'captcha.ipLimited': '验证码请求次数过多，请在 {minutes} 分钟后重试',
  'captcha.sms': '【电子签名云服务】您的登录验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。',

  'notice.notFound': '通知不存在',
  'password.oldWrong': '原密码不正确',
  'password.sameAsOld': '新密码不能与原密码相同',

  'validation.required': '{field} 不能为空',
  'validation.type': '{field} 类型错误',
  'validation.minLength': '{field} 长度不能少于 {min} 个字符',
  'validation.maxLength': '{field} 长度不能超过 {max} 个字符',
  'validation.min': '{field} 不能小于 {min}',
  'validation.max': '{field} 不能大于 {max}',
  'validation.integer': '{field} 必须是整数',
  'validation.email': '{field} 不是有效的邮箱地址',
  'validation.mobile': '{field} 不是有效的手机号码',
  'validation.phone': '{field} 不是有效的电话号码',
  'validation.captcha': '{field} 应为 6 位数字',
  'validation.enum': '{field} 必须是以下值之一：{values}',
  'validation.password': '{field} 须为 8-64 位，且同时包含字母和数字',
  'validation.invalid': '{field} 格式不正确',

  'field.body': '请求体',
  'field.type': '类型',
  'field.username': '用户名',
  'field.password': '密码',
  'field.mobile': '手机号',
  'field.captcha': '验证码',
  'field.autoLogin': '自动登录',
  'field.current': '页码',
  'field.pageSize': '每页条数',
  'field.sorter': '排序',
  'field.keyword': '关键字',
  'field.name': '姓名',
  'field.status': '状态',
  'field.id': '编号',
  'field.avatar': '头像',
  'field.email': '邮箱',
  'field.signature': '个人简介',
  'field.country': '国家/地区',
  'field.province': '省份',
  'field.city': '城市',
  'field.address': '街道地址',
  'field.phone': '联系电话',
  'field.oldPassword': '原密码',
  'field.newPassword': '新密码',
  'field.userMessage': '账户密码消息',
  'field.systemMessage': '系统消息',
  'field.todoNotice': '待办任务',
};

export type MessageKey = keyof typeof zhCN;
/** A complete catalogue: every key of the reference, nothing else. */
export type Catalogue = Record<MessageKey, string>;
