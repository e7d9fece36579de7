/**
 * Password hashing with scrypt (node:crypto): random salt per password, parameters stored with the
 * hash so they can be raised later, timing-safe comparison. Also the strength score shown on the
 * security page (computed once, when the password is set); the policy of new passwords is
 * common/validation/limits.ts's PASSWORD_PATTERN, checked by the route declarations.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** N=2^15, r=8: about 60 ms per hash here, 32 MB of memory. */
const DEFAULT_COST = { N: 32768, r: 8, p: 1 };

function scryptAsync({
  password,
  salt,
  keylen,
  options,
}: {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function maxmemFor(cost: { N: number; r: number }) {
  return 256 * cost.N * cost.r; // twice what scrypt needs (128 * N * r)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULT_COST;
  const key = await scryptAsync({ password, salt, keylen: KEY_LENGTH, options: { N, r, p, maxmem: maxmemFor(DEFAULT_COST) } });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync({
    password,
    salt: Buffer.from(saltText, 'base64'),
    keylen: expected.length,
    options: {
      ...cost,
      maxmem: maxmemFor(cost),
    },
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing in particular: checked against when the user does not exist, so an unknown
 * username costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}

/** 0-4: length and variety of character classes. */
export function passwordScore(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (classes >= 2) score += 1;
  if (classes >= 3) score += 1;
  return score;
}

export function strengthLabel(score: number): 'strong' | 'medium' | 'weak' {
  if (score >= 4) return 'strong';
  if (score >= 2) return 'medium';
  return 'weak';
}
