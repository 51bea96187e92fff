// The resume file uploader of spec part 1 §2 (used by LinkedIn, scanner, analysis, cover letter), §5 and §8:
// checks type and size here, uploads the file, and hands the extracted text to the form. antd draws only the drop
// zone (Upload); the states around it are plain markup with antd's look, as the uploader is on the cover letter's first
// screen (README, bundle size).
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { MAX_UPLOAD_BYTES } from '@careerkit/contracts/tool-forms';
import type { RouteResponse } from '@careerkit/contracts/routes';
import { Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@careerkit/web/api/client';
import { Alert } from '@careerkit/web/layout/alert';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import { theme } from '@careerkit/web/layout/theme';
import { Themed } from '@careerkit/web/layout/themed';
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

/** In the site's theme of its own: a page may load it on its own, after a first screen drawn without antd. */
export function ResumeUploader(props: ResumeUploaderProps) {
  return (
    <Themed>
      <Uploader {...props} />
    </Themed>
  );
}

function Uploader({ onExtracted, onRemove, disabled = false }: ResumeUploaderProps) {
  const toast = useToast();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
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

  // antd only hands the file over; the upload itself goes through the api client.
  const picker = {
    accept: ACCEPT,
    multiple: false,
    showUploadList: false,
    fileList: [],
    disabled: disabled || state.status === 'uploading',
    beforeUpload: (file: File) => {
      void upload(file);
      return false;
    },
  };

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
          <Upload {...picker}>
            <button type="button" className="ck-button" disabled={disabled}>
              <SvgIcon icon={SwapOutlined} /> Replace
            </button>
          </Upload>
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
      <Upload.Dragger {...picker}>
        <p className="ant-upload-drag-icon">
          <SvgIcon icon={InboxOutlined} style={{ fontSize: 48, color: theme.token?.colorPrimary }} />
        </p>
        <p className="ant-upload-text">Drop your resume here or click to browse</p>
        <p className="ant-upload-hint">PDF, Word (.doc/.docx) or text (.txt), under 10MB. Text files work best for extraction.</p>
      </Upload.Dragger>
    </div>
  );
}
