/**
 * The employee's public signing page (no session: the link's token and a code texted to the
 * employee's mobile) and public verification (docs/api.md, "Signing").
 */
import { z } from 'zod';
import { LIMITS } from '../validation/limits';
import { PageSize } from './contracts';
import { isoTime } from './define';
import { idNumber, requiredText, textedCode, wireId } from './fields';
import { SignDocumentStage, SignTaskStatus } from './signing';

// ---------------------------------------------------------------------------------------------
// The signing page

/** The largest drawn signature the server reads as a data URL, in characters. */
const SIGNATURE_DATA_URL_MAX = 1_000_000;

export const SigningTokenParams = z.object({ token: z.string().max(100).describe('The token of the link texted to the employee.') });

export const SigningDocumentParams = SigningTokenParams.extend({ documentId: wireId() });

export const SigningPageImageParams = SigningDocumentParams.extend({ page: wireId().describe('The page, from 1.') });

export const SigningLinkState = z.enum(['open', 'signed', 'completed', 'rejected', 'revoked', 'expired']);

export const SigningView = z
  .object({
    state: SigningLinkState,
    companyName: z.string(),
    employeeName: z.string().describe('The employee’s name with all but the first character masked.'),
    mobile: z.string().describe('The mobile the code goes to, masked (138****5678).'),
    deadline: isoTime().nullable(),
    documents: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          kind: z.enum(['principal', 'accessory']),
          pageCount: z.number().int(),
          pages: z.array(PageSize).describe('Each page’s size, so the page keeps their room while they load.'),
        }),
      )
      .describe('The principal contract first, then each accessory.'),
    fieldHelps: z
      .array(z.object({ key: z.string(), title: z.string(), content: z.string(), example: z.string() }))
      .describe('Help for the fields of the documents, by field key.'),
    identity: z
      .enum(['none', 'required', 'verified'])
      .describe(
        'The identity check before the code (the company’s setting): `none` (not asked), `required` (not done yet: `POST /api/signing/:token/identity` first) or `verified`.',
      ),
    revokeReason: z.string().nullable().describe('The initiator’s reason when the state is `revoked`; null otherwise.'),
  })
  .meta({ id: 'SigningView', description: 'What the employee is asked to sign, and where the link stands.' });

export const SigningIdentityBody = z
  .object({ name: requiredText(LIMITS.personName), idNumber: idNumber() })
  .meta({ id: 'SigningIdentityBody', description: 'The worker’s name and ID number, checked against the record and the carrier’s.' });

export const SigningIdentityResult = z.object({ identity: z.literal('verified') }).meta({ id: 'SigningIdentityResult' });

export const SigningCodeResult = z
  .object({ sent: z.literal(true), retryAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() })
  .meta({ id: 'SigningCodeResult' });

export const SigningSignBody = z
  .object({
    code: textedCode(),
    signature: z.string().min(1).max(SIGNATURE_DATA_URL_MAX).describe('The drawn signature: a PNG (or JPEG) data URL.'),
  })
  .meta({ id: 'SigningSignBody' });

export const SigningSignResult = z.object({ state: z.literal('signed') }).meta({ id: 'SigningSignResult' });

export const SigningRejectBody = z.object({ code: textedCode(), reason: requiredText(LIMITS.reason) }).meta({ id: 'SigningRejectBody' });

export const SigningRejectResult = z.object({ state: z.literal('rejected') }).meta({ id: 'SigningRejectResult' });

// ---------------------------------------------------------------------------------------------
// Verification

export const VerifyForm = z.object({ file: z.any().describe('The signed PDF, at most 20 MB.') });

export const SignatureParty = z.enum(['employee', 'company', 'unknown']);

export const RevisionChange = z
  .object({
    object: z.string().describe('The object number and generation ("12 0").'),
    kind: z.enum(['added', 'changed']),
    what: z.string(),
    page: z.number().int().optional(),
  })
  .meta({ id: 'RevisionChange', description: 'A change made to the file after a signature, as the revision analysis names it.' });

export const VerifiedSignature = z
  .object({
    kind: z
      .enum(['signature', 'documentTimestamp'])
      .optional()
      .describe('A signature, or a document timestamp (PAdES B-LTA) sealing the file at a trusted time.'),
    verdict: z
      .enum(['valid', 'invalid', 'indeterminate'])
      .optional()
      .describe(
        'valid: every check holds; invalid: the bytes, the signature or the certificate’s status say no; indeterminate: not provable (no trusted path at the proven time).',
      ),
    problems: z
      .array(z.string())
      .optional()
      .describe(
        'Stable codes: fatal ones (digest_mismatch, signature_invalid, untrusted_chain, revoked, ...) and notes (signing_time_present, ...).',
      ),
    signer: z.string(),
    party: SignatureParty,
    issuer: z.string(),
    integrity: z.boolean().describe('The signed bytes are unchanged and the signature is mathematically valid.'),
    chainTrusted: z.boolean().describe('The certificate chains to a platform root at validatedAt.'),
    coversDocument: z.boolean().describe('The signature covers the whole file (only the last one can).'),
    signedAt: isoTime().nullable().describe('The time the signer claims (never relied on).'),
    timestampedAt: isoTime().nullable().describe('The time a trusted timestamp proves (null when there is none, or it is not trusted).'),
    timestampTrusted: z.boolean().optional(),
    validatedAt: isoTime().optional().describe('The time the certificates were checked at: a trusted timestamp’s, or now.'),
    revocation: z.enum(['good', 'revoked', 'unknown']).optional(),
    modifications: z
      .object({ verdict: z.enum(['untouched', 'allowed', 'disallowed']), changes: z.array(RevisionChange) })
      .nullable()
      .optional()
      .describe('What changed after this signature, when the revisions were analysed (null: not analysed).'),
  })
  .meta({
    id: 'VerifiedSignature',
    description: 'One signature’s findings. The optional fields came with strict (ETSI) verification: earlier servers answer without them.',
  });

export const VerifyRecords = z
  .discriminatedUnion('match', [
    z.object({ match: z.literal('exact'), taskId: z.number().int(), status: SignTaskStatus }),
    z.object({
      match: z.literal('revision'),
      taskId: z.number().int(),
      status: SignTaskStatus,
      stage: SignDocumentStage,
      signatureIndex: z.number().int().describe('Index in `signatures` of the last signature whose revision we stored.'),
      laterChangesOurs: z.literal(false).describe('What follows that revision was not made by us.'),
    }),
  ])
  .meta({
    id: 'VerifyRecords',
    description: 'What our records know of the file: the whole file as stored, or only the revision a signature covers.',
  });

export const VerifyResult = z
  .object({
    signatures: z.array(VerifiedSignature),
    task: z
      .object({ id: z.number().int(), status: SignTaskStatus })
      .nullable()
      .describe('The task whose records hold this exact file (byte for byte), if any.'),
    records: VerifyRecords.nullable().optional(),
    dss: z
      .object({ certificates: z.number().int(), ocsps: z.number().int(), crls: z.number().int() })
      .nullable()
      .optional()
      .describe('The file’s Document Security Store, counted; null when it has none.'),
  })
  .meta({ id: 'VerifyResult' });

export type SigningLinkState = z.output<typeof SigningLinkState>;
export type SigningView = z.output<typeof SigningView>;
export type SigningIdentityBody = z.input<typeof SigningIdentityBody>;
export type SigningIdentityResult = z.output<typeof SigningIdentityResult>;
export type SigningCodeResult = z.output<typeof SigningCodeResult>;
export type SigningSignBody = z.input<typeof SigningSignBody>;
export type SigningRejectBody = z.input<typeof SigningRejectBody>;
export type SignatureParty = z.output<typeof SignatureParty>;
export type RevisionChange = z.output<typeof RevisionChange>;
export type VerifiedSignature = z.output<typeof VerifiedSignature>;
export type VerifyRecords = z.output<typeof VerifyRecords>;
export type VerifyResult = z.output<typeof VerifyResult>;
