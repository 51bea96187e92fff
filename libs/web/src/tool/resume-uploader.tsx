// The resume file uploader of spec part 1 §2 (used by LinkedIn, scanner, analysis, cover letter), §5 and §8:
// checks type and size here, uploads the file, and hands the extracted text to the form. Plain markup with antd's look,
// the drop zone too (a file input, a click or Enter, a drop): it is on the cover letter's first screen, and antd's Upload
// brought antd's core with it, about 85 KB (docs/measurements.md, bundle size).
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { MAX_UPLOAD_BYTES } from '@careerkit/contracts/tool-forms';
import type { RouteResponse } from '@careerkit/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@careerkit/web/api/client';
import { Alert } from '@careerkit/web/layout/alert';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import { theme } from '@careerkit/web/layout/theme';
import { useToast } from '@careerkit/web/layout/toast';

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload file. Please try again.';

const EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'];
const MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];
const ACCEPT = [...EXTENSIONS, ...MIME_TYPES].join(',');

interface FileInfo {
  name: string;
  size: number;
  type: string;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: FileInfo }
  | { status: 'success'; file: FileInfo }
  | { status: 'error'; message: string };

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** The §5 message for a file the server would refuse, or null. Browsers leave the type empty for some Word files, so the name counts too. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name)) && !MIME_TYPES.includes(file.type)) return UPLOAD_MESSAGES.badType;
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export interface ResumeUploaderProps {
  /** The text the server extracted, with the name of the file it came from. */
  onExtracted: (text: string, fileName: string) => void;
  /** Told when the user removes the file, so the form can forget its text. */
  onRemove?: () => void;
  disabled?: boolean;
}

export function ResumeUploader({ onExtracted, onRemove, disabled = false }: ResumeUploaderProps) {
  const toast = useToast();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  useEffect(() => () => inFlight.current?.abort(), []);

  const fail = (message: string) => {
    setState({ status: 'error', message });
    toast.error('Upload failed', message);
  };

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) return fail(problem);
    const info = { name: file.name, size: file.size, type: file.type || extensionOf(file.name) };
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'uploading', file: info });
    const form = new FormData();
    form.append('file', file);
    try {
      const answer = await apiRequest<RouteResponse<'uploadResume'>>('/api/upload/resume', { form, signal: controller.signal });
      setState({ status: 'success', file: info });
      toast.success('File uploaded successfully', file.name);
      onExtracted(answer.extractedText, file.name);
    } catch (error) {
      if (controller.signal.aborted) return; // removed, replaced or unmounted meanwhile
      fail((error instanceof ApiError && error.serverMessage) || UPLOAD_FAILED_MESSAGE);
    }
  };

  const remove = () => {
    inFlight.current?.abort();
    setState({ status: 'idle' });
    onRemove?.();
  };

  // As antd's Upload did: one file, the first of those picked or dropped; the type and size checks are upload()'s.
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void upload(file);
  };
  const locked = disabled || state.status === 'uploading';
  const browse = () => {
    if (!locked) picker.current?.click();
  };
  const fileInput = (
    <input
      ref={picker}
      type="file"
      accept={ACCEPT}
      hidden
      disabled={locked}
      onChange={(event) => {
        take(event.target.files);
        event.target.value = ''; // the same file picked again is a new choice
      }}
    />
  );

  if (state.status === 'uploading')
    return (
      <div className="ck-card ck-card-body ck-inline">
        <span className="ck-spin ck-spin-large" aria-hidden="true" />
        <span>Processing...</span>
        <span className="ck-text-secondary">{state.file.name}</span>
      </div>
    );

  if (state.status === 'success')
    return (
      <div className="ck-card ck-card-body" style={{ borderColor: theme.token?.colorSuccess }}>
        <strong className="ck-text-success">✓ File processed successfully</strong>
        <div>{state.file.name}</div>
        <span className="ck-text-secondary">
          {sizeInMb(state.file.size)} · {state.file.type}
        </span>
        <div className="ck-inline" style={{ marginTop: 8 }}>
          {fileInput}
          <button type="button" className="ck-button" disabled={disabled} onClick={browse}>
            <SvgIcon icon={SwapOutlined} /> Replace
          </button>
          <button type="button" className="ck-button ck-button-danger" disabled={disabled} onClick={remove}>
            <SvgIcon icon={DeleteOutlined} /> Remove
          </button>
        </div>
      </div>
    );

  return (
    <div className="ck-stack">
      {state.status === 'error' && (
        <Alert
          type="error"
          title={state.message}
          action={
            <button type="button" className="ck-button ck-button-text ck-button-small" aria-label="Close" onClick={() => setState({ status: 'idle' })}>
              <SvgIcon icon={CloseOutlined} />
            </button>
          }
        />
      )}
      {fileInput}
      <div
        role="button"
        tabIndex={locked ? -1 : 0}
        aria-disabled={locked || undefined}
        className={dragOver ? 'ck-dropzone ck-dropzone-over' : 'ck-dropzone'}
        onClick={browse}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          browse();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragOver(false);
          if (!locked) take(event.dataTransfer.files);
        }}
      >
        <span className="ck-dropzone-icon">
          <SvgIcon icon={InboxOutlined} />
        </span>
        <span className="ck-dropzone-text">Drop your resume here or click to browse</span>
        <span className="ck-dropzone-hint">PDF, Word (.doc/.docx) or text (.txt), under 10MB. Text files work best for extraction.</span>
      </div>
    </div>
  );
}
