import type { apiKeysZhCN } from './zh-CN';

/** Server messages of API keys and Idempotency-Key, Portuguese (Brazil). */
export const apiKeysPtBR: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKey.invalid': 'A chave de API é desconhecida, foi revogada ou expirou',
  'apiKey.sessionOnly': 'Uma chave de API não pode gerenciar contas, chaves de API nem webhooks: entre no painel para fazer isso',
  'apiKey.rateLimited': 'Requisições demais com esta chave de API: tente novamente em {seconds} segundos',
  'apiKey.notFound': 'A chave de API não existe',
  'apiKey.revoked': 'A chave de API já foi revogada',
  'apiKey.companyUnknown': 'A empresa não existe',
  'apiKey.departmentUnknown': 'O departamento não existe ou não é da empresa',
  'apiKey.departmentNotTaken': 'Só uma chave com o papel de departamento indica um departamento',
  'apiKey.expiryPast': 'A expiração deve ser posterior a agora',
  'idempotency.keyInvalid': '{field} deve ter de 1 a 255 caracteres ASCII visíveis',
  'idempotency.keyReused':
    '{field} já foi usada em outra requisição (outra rota ou outro corpo): use uma nova {field} para uma nova requisição',
  'idempotency.inFlight': 'Uma requisição com a mesma {field} ainda está em andamento: tente novamente em instantes',
  'field.apiKeyName': 'nome da chave',
  'field.role': 'papel',
};
