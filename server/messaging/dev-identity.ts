/**
 * The development identity verifier: no carrier is asked, every query matches. It keeps the
 * method name of the real checks (carrier_three_element) so that the signing flow and its audit
 * chain run as in production, and says in `detail` and in its reference that nothing was checked.
 */
import { randomBytes } from 'node:crypto';
import type { IdentityVerifier } from './identity-verifier';

export function createDevIdentity(): IdentityVerifier {
  return {
    name: 'dev',
    method: 'carrier_three_element',
    async verify() {
      return {
        answered: true,
        match: true,
        reference: `dev-${randomBytes(8).toString('hex')}`,
        detail: 'development verifier: no carrier was asked; every query matches',
      };
    },
  };
}
