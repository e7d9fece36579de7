/** Messages of the form rules shared with the server (common/validation). */
export default {
  'validation.required': 'Required',
  'validation.maxLength': 'At most {max} characters',
  'validation.idNumber': 'Invalid ID number: 18 characters with a correct check digit and birth date',
  'validation.creditCode': 'Invalid unified social credit code: 18 characters with a correct check character',
  'validation.mobile': 'Enter an 11-digit mainland China mobile number',
};
