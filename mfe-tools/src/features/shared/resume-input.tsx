// The resume text of a tool form: pasted, or read from an uploaded file (spec part 1 §2 'Resume file uploader').
// Plain markup with antd's look; the uploader loads when its tab is first shown: most users paste.
import { lazy, Suspense } from 'react';
import { Tabs } from '@careerkit/web/layout/tabs';
import { Loading } from '@careerkit/web/layout/loading';

const ResumeUploader = lazy(() => import('@careerkit/web/tool/resume-uploader').then((module) => ({ default: module.ResumeUploader })));

export interface ResumeInputProps {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}

export function ResumeInput({ value, onChange, disabled }: ResumeInputProps) {
  return (
    <Tabs
      items={[
        {
          key: 'paste',
          label: 'Paste Text',
          children: (
            <textarea
              className="ck-input"
              aria-label="Resume text"
              placeholder="Paste your resume here"
              rows={10}
              value={value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
          ),
        },
        {
          key: 'upload',
          label: 'Upload Resume',
          children: (
            <Suspense fallback={<Loading />}>
              <ResumeUploader disabled={disabled} onExtracted={(text) => onChange(text)} onRemove={() => onChange('')} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
