/** The platform's certificates (server/routes/pki.ts). */
import { apiUrl } from './request';

/** The current root certificate (PEM), for a download link. */
export const rootCertificateUrl = () => apiUrl('GET /api/pki/root.pem');
