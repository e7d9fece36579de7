/** The signing engine: platform PKI, timestamps, PAdES signing and verification. */
export { openPki, type EventCertificate, type IssuedCompanyCertificate, type Pki, type PkiOptions, type SigningKey } from './pki';
export { COMPANY_FIELD, EMPLOYEE_FIELD, signAsCompany, signAsEmployee, SigningError, type CompanySignInput, type EmployeeSignInput, type Place } from './sign';
export { SignatureVerifyError, verifyPdf, type VerifiedSignature, type VerifyErrorCode, type VerifyReport } from './verify';
