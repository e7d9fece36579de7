/** The signing engine: platform PKI, timestamps, PAdES signing and verification. No HTTP, no database. */
export { createKeyVault, KeyVaultError, loadKeyEncryptionKey, openKeyVault, type KeyVault } from './key-vault';
export { folderPkiFiles, PkiFilesError, type PkiFiles } from './pki-files';
export {
  openPki,
  PkiError,
  type EventCertificate,
  type IssuedCompanyCertificate,
  type Pki,
  type PkiOptions,
  type SigningKey,
  type CaKey,
  type WorkerTimestamping,
} from './pki';
export {
  addLongTermData,
  COMPANY_FIELD,
  EMPLOYEE_FIELD,
  signAsCompany,
  signAsEmployee,
  signAsPlatform,
  type CompanySignInput,
  type EmployeeSignInput,
  validationDataOf,
  type ValidationData,
  type ValidationPlan,
} from './sign';
export { SigningError, type Place, type SigningErrorCode } from './stamp';
export { createLocalTimestampAuthority, tokenTime } from './timestamp-authority';
export {
  SignatureVerifyError,
  verifyPdf,
  type VerifiedSignature,
  type VerifyErrorCode,
  type VerifyOptions,
  type VerifyReport,
} from './verify';
export { createSigningPool, type SigningPool, type WorkerSignInput } from './signing-pool';
export {
  buildCrl,
  buildOcspResponse,
  certIdMatchesIssuer,
  ocspErrorResponse,
  OcspRequestError,
  ocspRequestFor,
  parseOcspRequest,
  serialHex,
  type CertificateStatus,
  type RevocationReason,
} from './revocation';
