// The resume file uploader of spec part 1 §2, §5 and §8: idle shows a choose-file area; a wrong type or a file of
// 10MB or more is refused with the spec's message and an 'Upload failed' toast; 'Processing...' while it uploads; a
// green card with name, size in MB and type once processed; Remove clears it; server errors show the server's words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';
import { deferred, serveApi } from './support/api-server';
import { renderInKit } from './support/render';
import { toastsShown } from './support/toasts';

const BAD_TYPE = 'Please upload a PDF, Word document (.doc/.docx), or text file.';
const TOO_LARGE = 'File size must be less than 10MB.';
const UPLOAD_FAILED = 'Failed to upload file. Please try again.';
const MB = 1024 * 1024;

const api = serveApi();
// The file dialog's "All files" choice lets any file through, so the picker's accept list does not filter here.
const user = () => userEvent.setup({ applyAccept: false });
const fileOf = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes).fill(65)], name, { type });
const pdf = () => fileOf('resume.pdf', 'application/pdf', 1.5 * MB);
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadsSent = () => api.calls.filter((call) => call.path === '/api/upload/resume');

function renderUploader() {
  const onExtracted = jest.fn();
  const onRemove = jest.fn();
  renderInKit(
    <section aria-label="Resume">
      <ResumeUploader onExtracted={onExtracted} onRemove={onRemove} />
    </section>,
  );
  return { onExtracted, onRemove };
}
/** The uploader itself, apart from the toasts (which name the file too). */
const uploader = () => within(screen.getByRole('region', { name: 'Resume' }));

it('starts with a choose-file area that accepts PDF, Word and text files', () => {
  renderUploader();

  expect(uploader().getByText('Drop your resume here or click to browse')).toBeTruthy();
  expect(picker().accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.txt']));
});

it('opens the file dialog from the drop zone on a click, Enter or Space, and not while the form is disabled', async () => {
  const opened = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
  function DisabledLater() {
    const [disabled, setDisabled] = useState(false);
    return (
      <>
        <button onClick={() => setDisabled(true)}>Disable</button>
        <ResumeUploader onExtracted={() => undefined} disabled={disabled} />
      </>
    );
  }
  renderInKit(<DisabledLater />);
  const zone = screen.getByRole('button', { name: /Drop your resume here or click to browse/ });

  await userEvent.click(zone);
  zone.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(opened).toHaveBeenCalledTimes(3);

  await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
  await userEvent.click(zone);
  expect(opened).toHaveBeenCalledTimes(3);
  expect(zone.getAttribute('aria-disabled')).toBe('true');
  opened.mockRestore();
});

it("refuses a file that is not a PDF, Word or text file with the spec's message and an 'Upload failed' toast", async () => {
  const { onExtracted } = renderUploader();

  await user().upload(picker(), fileOf('photo.png', 'image/png', 2_000));

  expect((await uploader().findByRole('alert')).textContent).toBe(BAD_TYPE);
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: BAD_TYPE }]));
  expect(uploadsSent()).toEqual([]);
  expect(onExtracted).not.toHaveBeenCalled();
});

it("refuses a dropped file that is not a PDF, Word or text file with the spec's message and an 'Upload failed' toast", async () => {
  const { onExtracted } = renderUploader();

  fireEvent.drop(uploader().getByText('Drop your resume here or click to browse'), { dataTransfer: { files: [fileOf('photo.png', 'image/png', 2_000)] } });

  expect((await uploader().findByRole('alert')).textContent).toBe(BAD_TYPE);
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: BAD_TYPE }]));
  expect(uploadsSent()).toEqual([]);
  expect(onExtracted).not.toHaveBeenCalled();
});

it('refuses a file of exactly 10MB, which is not less than 10MB', async () => {
  renderUploader();

  await user().upload(picker(), fileOf('resume.pdf', 'application/pdf', 10 * MB));

  expect((await uploader().findByRole('alert')).textContent).toBe(TOO_LARGE);
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: TOO_LARGE }]));
  expect(uploadsSent()).toEqual([]);
});

it('uploads a file just under 10MB', async () => {
  api.on('POST /api/upload/resume', { body: { extractedText: 'Ada Lovelace', fileName: 'resume.pdf' } });
  const { onExtracted } = renderUploader();

  await user().upload(picker(), fileOf('resume.pdf', 'application/pdf', 10 * MB - 1));

  expect(await uploader().findByText('✓ File processed successfully')).toBeTruthy();
  expect(onExtracted).toHaveBeenCalledWith('Ada Lovelace', 'resume.pdf');
});

it('shows Processing... and the file name while the file uploads', async () => {
  const serverDone = deferred();
  api.on('POST /api/upload/resume', async () => (await serverDone.promise, { body: { extractedText: 'Ada', fileName: 'resume.pdf' } }));
  renderUploader();

  await user().upload(picker(), pdf());

  expect(await uploader().findByText('Processing...')).toBeTruthy();
  expect(uploader().getByText('resume.pdf')).toBeTruthy();
  expect(uploader().queryByText('Drop your resume here or click to browse')).toBeNull();
  serverDone.resolve();
  expect(await uploader().findByText('✓ File processed successfully')).toBeTruthy();
  expect(uploader().queryByText('Processing...')).toBeNull();
});

it('sends the file, then shows its name, size in MB and type, hands over the extracted text and toasts success', async () => {
  api.on('POST /api/upload/resume', { body: { extractedText: 'Ada Lovelace\nAnalyst', fileName: 'resume.pdf' } });
  const { onExtracted } = renderUploader();

  await user().upload(picker(), pdf());

  expect(await uploader().findByText('✓ File processed successfully')).toBeTruthy();
  expect(uploader().getByText('resume.pdf')).toBeTruthy();
  expect(uploader().getByText('1.50 MB · application/pdf')).toBeTruthy();
  expect(onExtracted).toHaveBeenCalledTimes(1);
  expect(onExtracted).toHaveBeenCalledWith('Ada Lovelace\nAnalyst', 'resume.pdf');
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'File uploaded successfully', description: 'resume.pdf' }]));
  const [sent] = uploadsSent();
  expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent.body).toContain('Content-Disposition: form-data; name="file"; filename="resume.pdf"');
});

it('names the type by its extension when the browser gives none', async () => {
  api.on('POST /api/upload/resume', { body: { extractedText: 'Ada', fileName: 'resume.docx' } });
  renderUploader();

  await user().upload(picker(), fileOf('resume.docx', '', 0.25 * MB));

  expect(await uploader().findByText('0.25 MB · .docx')).toBeTruthy();
});

it('clears the processed file with Remove and tells the form', async () => {
  api.on('POST /api/upload/resume', { body: { extractedText: 'Ada', fileName: 'resume.pdf' } });
  const { onRemove } = renderUploader();
  await user().upload(picker(), pdf());
  await uploader().findByText('✓ File processed successfully');

  await userEvent.click(uploader().getByRole('button', { name: /Remove/ }));

  expect(uploader().queryByText('✓ File processed successfully')).toBeNull();
  expect(uploader().queryByText('resume.pdf')).toBeNull();
  expect(uploader().getByText('Drop your resume here or click to browse')).toBeTruthy();
  expect(onRemove).toHaveBeenCalledTimes(1);
});

it("shows the server's message when the server refuses the file", async () => {
  api.on('POST /api/upload/resume', { status: 400, body: { error: 'invalid_file', message: 'Could not read any text from this PDF.' } });
  const { onExtracted } = renderUploader();

  await user().upload(picker(), pdf());

  expect((await uploader().findByRole('alert')).textContent).toBe('Could not read any text from this PDF.');
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: 'Could not read any text from this PDF.' }]));
  expect(uploader().queryByText('✓ File processed successfully')).toBeNull();
  expect(onExtracted).not.toHaveBeenCalled();
});

it("falls back to 'Failed to upload file. Please try again.' when the server gives no message", async () => {
  api.on('POST /api/upload/resume', { status: 500 });
  renderUploader();

  await user().upload(picker(), pdf());

  expect((await uploader().findByRole('alert')).textContent).toBe(UPLOAD_FAILED);
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: UPLOAD_FAILED }]));
});
