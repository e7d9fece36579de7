import { bufferLines } from '../../server/routes/support/request-log';

it('gathers request log lines and writes them in one go, at once when a request failed', () => {
  const writes: string[] = [];
  const buffer = bufferLines((text) => writes.push(text));
  buffer.add('GET /api/currentUser 200 0.4ms');
  buffer.add('GET /api/users 200 1.2ms');
  expect(writes).toEqual([]);

  buffer.add('POST /api/sign-tasks 500 3.0ms', true);
  expect(writes).toEqual(['GET /api/currentUser 200 0.4ms\nGET /api/users 200 1.2ms\nPOST /api/sign-tasks 500 3.0ms']);

  buffer.flush();
  expect(writes).toHaveLength(1);
});
