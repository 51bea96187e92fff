// The resume text of a tool form: pasted, or read from an uploaded file (spec part 1 §2 'Resume file uploader').
import { Input, Tabs } from 'antd';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';

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
            <Input.TextArea
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
          children: <ResumeUploader disabled={disabled} onExtracted={(text) => onChange(text)} onRemove={() => onChange('')} />,
        },
      ]}
    />
  );
}
