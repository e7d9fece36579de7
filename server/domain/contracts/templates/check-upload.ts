/** An uploaded template PDF, checked by its content on a parsing worker before anything is stored. */
import { DomainError } from '../../errors';
import { MAX_PAGE_SIDE, MAX_PDF_PAGES, MIN_PAGE_SIDE, PdfError, type PdfInfo, type PdfProblem } from '../../../pdf';
import { parsing, WorkerLimitError } from '../../../parsing';

/** Checks uploaded bytes by content, on a parsing worker; a refusal names the `file` field. */
export async function checkUpload(file: Uint8Array): Promise<PdfInfo> {
  try {
    return await parsing.inspectPdf(file);
  } catch (error) {
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field: 'file' });
    if (!(error instanceof PdfError)) throw error;
    throw pdfRefusal(error.problem);
  }
}

function pdfRefusal(problem: PdfProblem): DomainError {
  const field = 'file';
  switch (problem) {
    case 'too_large':
      return new DomainError('too_large', 'error.fileTooLarge', { field, params: { limit: '10 MB' } });
    case 'too_complex':
      return new DomainError('too_large', 'contract.pdfTooComplex', { field });
    case 'too_many_pages':
      return new DomainError('validation', 'contract.tooManyPages', { field, params: { max: MAX_PDF_PAGES } });
    case 'page_size':
      return new DomainError('validation', 'contract.pageSize', { field, params: { min: MIN_PAGE_SIDE, max: MAX_PAGE_SIDE } });
    case 'active_content':
      return new DomainError('validation', 'contract.activeContent', { field });
    case 'not_pdf':
      return new DomainError('validation', 'contract.notPdf', { field });
    case 'encrypted':
      return new DomainError('validation', 'contract.encryptedPdf', { field });
    case 'broken':
      return new DomainError('validation', 'contract.brokenPdf', { field });
  }
}
