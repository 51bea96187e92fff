// POST /api/upload/resume: multipart/form-data with one field `file`, read here (the service's body parser leaves
// this path alone) into memory, at most 10 MB; the domain checks its type and extracts its text.
import { UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { routes } from '@careerkit/contracts/routes';
import { MAX_UPLOAD_BYTES } from '@careerkit/contracts/tools';
import { AppError, badRequest } from '@careerkit/service-kit/errors';
import { handle } from '@careerkit/service-kit/http';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';
import type Router from '@koa/router';
import busboy from 'busboy';
import type { Context } from 'koa';
import { UPLOAD_TEXT } from '../domain/messages';
import type { ReceivedFile, ResumeUploads } from '../domain/resume-upload';

export const UPLOAD_PATHS = [routes.uploadResume.path];
/** The whole request: the file plus the multipart framing around it. */
const MAX_REQUEST_BYTES = routes.uploadResume.maxBodyBytes ?? MAX_UPLOAD_BYTES + 64 * 1024;

const noFile = () => badRequest(UPLOAD_TEXT.noFile);

function tooLargeRequest(ctx: Context): AppError {
  ctx.set('connection', 'close'); // the rest of the body is not read
  return new AppError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge);
}

/**
 * The `file` part of the request, held in memory. Files must be smaller than 10 MB (spec part 1 §5): at the limit the
 * bytes are dropped and the rest of the part is read and discarded, so the client still gets the answer.
 */
function receiveFile(ctx: Context): Promise<ReceivedFile | undefined> {
  if (!ctx.is('multipart/form-data')) throw noFile();
  if (Number(ctx.get('content-length') || 0) > MAX_REQUEST_BYTES) throw tooLargeRequest(ctx);
  let parser: busboy.Busboy;
  try {
    // busboy reports the limit once a file reaches fileSize bytes: a file of exactly 10 MB is refused.
    parser = busboy({ headers: ctx.req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 4096, parts: 20, headerPairs: 100 } });
  } catch {
    throw noFile(); // no boundary in the Content-Type
  }
  return new Promise((resolve, reject) => {
    let file: Promise<ReceivedFile> | undefined;
    let received = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      file = new Promise((done, failed) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let tooLarge = false;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (!tooLarge) chunks.push(chunk);
        });
        stream.on('limit', () => {
          tooLarge = true;
          chunks.length = 0;
        });
        stream.on('error', failed);
        stream.on('close', () => done({ name: info.filename ?? '', bytes: Buffer.concat(chunks), tooLarge, size }));
      });
    });
    parser.on('error', () => fail(noFile()));
    parser.on('close', () => (file ?? Promise.resolve(undefined)).then(resolve, reject));
    ctx.req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) fail(tooLargeRequest(ctx)); // chunked, with no Content-Length to refuse it up front
    });
    ctx.req.on('error', reject);
    ctx.req.pipe(parser);
  });
}

export function uploadRoutes(router: Router, uploads: ResumeUploads, sessions: Sessions): void {
  signedIn(router, sessions)(routes.uploadResume);
  handle(router, routes.uploadResume, async ({ ctx }) => {
    const file = await receiveFile(ctx);
    if (!file) throw noFile();
    return uploads.upload(userOf(ctx).userId, file);
  });
}
