import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FileText, ImagePlus, Upload, X } from 'lucide-react';
import { AuthorizedImage } from '../../../components/ui/authorized-image';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { Spinner } from '../../../components/ui/spinner';
import { uploadEach } from '../../../lib/upload-file';
import { fileSize } from '../../../lib/file-size';
import { lessonFileUrl, uploadLessonFile } from '../api/lesson-files';
import type { LessonFilePurpose, LessonFileValue } from '../lesson-files';

const ACCEPT: Record<LessonFilePurpose, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  pdf: 'application/pdf',
};

// A text lesson's images (up to `max`) or a PDF lesson's file. Files are uploaded as soon as
// they are chosen (POST /academy/files); the lesson keeps their ids.
export function LessonFilePicker({
  purpose,
  label,
  hint,
  max,
  value,
  error,
  onChange,
  onBusy,
}: {
  purpose: LessonFilePurpose;
  label: string;
  hint: string;
  max: number;
  value: readonly LessonFileValue[];
  error: string | undefined;
  onChange: (files: LessonFileValue[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const messageId = `${labelId}-message`;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const single = max === 1;

  async function add(files: File[]) {
    setProblem(undefined);
    // A single file replaces the one there; several fill the room left.
    const room = single ? 1 : max - value.length;
    if (files.length > room) setProblem('tooManyImages');
    const chosen = files.slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setUploading(true);
    onBusy(true);
    const added = await uploadEach(chosen, (file) => uploadLessonFile(file, purpose), setProblem);
    setUploading(false);
    onBusy(false);
    if (added.length > 0) onChange(single ? added : [...value, ...added]);
  }

  const shown = problem ?? error;
  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      {value.length > 0 && (
        <ul
          aria-labelledby={labelId}
          className={purpose === 'image' ? 'mb-2 grid grid-cols-2 gap-2 sm:grid-cols-3' : 'mb-2'}
        >
          {value.map((file) => (
            <li
              key={file.id}
              className="relative flex items-center gap-2 rounded-lg border border-slate-200 p-1.5 text-sm dark:border-slate-700"
            >
              {purpose === 'image' ? (
                <AuthorizedImage
                  src={lessonFileUrl(file.id)}
                  alt={file.fileName}
                  className="h-20 w-full rounded object-cover"
                />
              ) : (
                <>
                  <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{file.fileName}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {fileSize(file.size)}
                  </span>
                </>
              )}
              <button
                type="button"
                className={`rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 ${
                  purpose === 'image'
                    ? 'absolute top-2 right-2 bg-white/90 dark:bg-slate-900/90'
                    : ''
                }`}
                aria-label={t('academyRemoveFile', { name: file.fileName })}
                onClick={() => onChange(value.filter((other) => other.id !== file.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple={!single}
        accept={ACCEPT[purpose]}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`lesson-${purpose}-input`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      <Button
        variant="secondary"
        aria-describedby={shown ? messageId : undefined}
        disabled={(!single && value.length >= max) || uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? (
          <Spinner />
        ) : purpose === 'image' ? (
          <ImagePlus className="size-4" aria-hidden="true" />
        ) : (
          <Upload className="size-4" aria-hidden="true" />
        )}
        {uploading
          ? t('academyUploading')
          : purpose === 'image'
            ? t('academyAddImages')
            : value.length > 0
              ? t('academyReplacePdf')
              : t('academyUploadPdf')}
      </Button>
      <FieldMessage id={messageId} message={shown} />
    </div>
  );
}
