/** Messages of the form rules shared with the server (common/validation). */
export default {
  'validation.required': 'Obrigatório',
  'validation.maxLength': 'No máximo {max} caracteres',
  'validation.idNumber': 'Número de identidade inválido: deve ter 18 caracteres, com dígito verificador e data de nascimento corretos',
  'validation.creditCode': 'Código unificado de crédito social inválido: deve ter 18 caracteres, com caractere verificador correto',
  'validation.mobile': 'Informe um número de celular da China continental com 11 dígitos',
};
