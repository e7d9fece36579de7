/**
 * The revocation part of the platform PKI as pure functions (no HTTP, no database): X.509 v2
 * CRLs and an RFC 6960 OCSP responder's request parsing and CA-signed responses.
 */
export { serialHex, serialHexOf, type RevocationReason, type RevocationSigner, type RevokedCertificate } from './revocation-common';
export { buildCrl } from './revocation-crl';
export {
  buildOcspResponse,
  certIdMatchesIssuer,
  ocspErrorResponse,
  OcspRequestError,
  ocspRequestFor,
  parseOcspRequest,
  type CertificateStatus,
  type OcspCertId,
  type OcspRequestInfo,
} from './revocation-ocsp';
