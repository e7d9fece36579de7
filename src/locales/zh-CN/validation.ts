/** Messages of the form rules shared with the server (common/validation). */
export default {
  'validation.required': '必填',
  'validation.maxLength': '不能超过 {max} 个字符',
  'validation.idNumber': '身份证号无效：须为 18 位且校验位与出生日期正确',
  'validation.creditCode': '统一社会信用代码无效：须为 18 位且校验位正确',
  'validation.mobile': '请输入 11 位中国大陆手机号',
};
