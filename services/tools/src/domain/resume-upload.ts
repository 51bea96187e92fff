// A resume upload: the size and the type (by name and by content) are checked, the text is extracted, and the file is
// dropped; file_uploads keeps what happened. The text is what the tools take as resumeText.
import { UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { AppError } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import { ExtractionBusy, InflatesTooMuch, ParsingTooCostly, ProtectedFile, type TextExtractor } from '../data/text-extraction';
import type { NewUpload, UploadRepository } from '../data/uploads';
import { contentMatches, decodeText, typeByName, type ResumeFileType } from './file-types';
import { UPLOAD_TEXT } from './messages';

/** The longest resume text the tools accept (ResumeScannerRequest, ResumeAnalysisRequest): longer text is cut to it. */
export const MAX_RESUME_CHARS = 50_000;

export interface ReceivedFile {
  /** The name the browser sent. */
  name: string;
  bytes: Buffer;
  /** The file went past the size limit; `bytes` then holds nothing. */
  tooLarge: boolean;
  size: number;
}

/** A name fit to show and store: no folders, no control characters, bounded. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'resume').slice(-200);
}

/** Paragraphs kept, runs of blank lines and trailing spaces dropped. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_RESUME_CHARS)
    .trimEnd();
}

const refused = (status: 413 | 415, message: string) => new AppError(status, status === 413 ? 'file_too_large' : 'unsupported_file_type', message);
const unreadable = () => new AppError(422, 'unreadable_file', UPLOAD_TEXT.unreadable);

export function resumeUploads({ uploads, extractor, logger }: { uploads: UploadRepository; extractor: TextExtractor; logger: Logger }) {
  async function textOf(type: ResumeFileType, bytes: Buffer): Promise<string> {
    if (type === 'txt') return decodeText(bytes) ?? '';
    return extractor.extract(type, bytes);
  }

  /** Users whose upload is being read: a user has one file read at a time. */
  const reading = new Set<string>();

  return {
    async upload(userId: string, file: ReceivedFile): Promise<{ extractedText: string; fileName: string }> {
      if (reading.has(userId)) throw new AppError(429, 'upload_in_progress', UPLOAD_TEXT.uploadInProgress);
      reading.add(userId);
      try {
        return await readUpload(userId, file);
      } finally {
        reading.delete(userId);
      }
    },
  };

  async function readUpload(userId: string, file: ReceivedFile): Promise<{ extractedText: string; fileName: string }> {
    const fileName = cleanFileName(file.name);
    const record: NewUpload = { userId, fileName, originalName: file.name.slice(0, 500), fileSize: file.size, fileType: null };
    if (file.tooLarge) {
      await uploads.rejected(record, 'too_large');
      throw refused(413, UPLOAD_MESSAGES.tooLarge);
    }
    const type = typeByName(file.name);
    if (!type || !contentMatches(type, file.bytes)) {
      await uploads.rejected(record, type ? `content is not ${type}` : 'unsupported name');
      throw refused(415, UPLOAD_MESSAGES.badType);
    }
    const id = await uploads.received({ ...record, fileType: type });
    let text: string;
    try {
      text = tidy(await textOf(type, file.bytes));
    } catch (error) {
      if (error instanceof ExtractionBusy) {
        logger.warn({ err: error, type, size: file.size }, 'every extraction slot is taken: upload turned away');
        await uploads.failed(id, 'extraction busy');
        throw new AppError(503, 'extraction_busy', UPLOAD_TEXT.busy);
      }
      if (error instanceof ParsingTooCostly) {
        logger.warn({ err: error, type, size: file.size }, `reading an upload took its parser past the ${error.bound} bound: stopped`);
        await uploads.failed(id, `parsing past the ${error.bound} bound`);
        throw new AppError(413, 'file_inflates_too_much', UPLOAD_TEXT.inflatesTooMuch);
      }
      if (error instanceof InflatesTooMuch) {
        logger.warn({ err: error, type, size: file.size }, 'upload inflates past the limit (compression bomb?)');
        await uploads.failed(id, 'inflates past the limit');
        throw new AppError(413, 'file_inflates_too_much', UPLOAD_TEXT.inflatesTooMuch);
      }
      if (error instanceof ProtectedFile) {
        await uploads.failed(id, 'protected');
        throw new AppError(422, 'protected_file', UPLOAD_TEXT.protectedPdf);
      }
      logger.info({ err: error, type, size: file.size }, 'no text could be extracted from an upload');
      await uploads.failed(id, 'extraction failed');
      throw unreadable();
    }
    if (!text) {
      await uploads.failed(id, 'no text');
      throw unreadable();
    }
    await uploads.completed(id, text);
    return { extractedText: text, fileName };
  }
}
export type ResumeUploads = ReturnType<typeof resumeUploads>;
