/** Messages of the form rules shared with the server (common/validation). */
export default {
  'validation.required': '必填',
  'validation.maxLength': '不得超過 {max} 個字元',
  'validation.idNumber': '身分證號碼無效：須為 18 碼，且檢查碼與出生日期正確',
  'validation.creditCode': '統一社會信用代碼無效：須為 18 碼，且檢查碼正確',
  'validation.mobile': '請輸入 11 碼的中國大陸手機號碼',
};
