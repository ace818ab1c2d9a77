import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ImagePlus, Trash2 } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@back-office/domain/constants';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { notifyRequestError } from '../../../lib/graphql/notify-request-error';
import { uploadImage } from '../../../lib/upload-image';

// The types the server recognises by content (PNG, JPEG, WebP, GIF).
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface ProductImageFieldProps {
  // The product's image before this edit.
  currentUrl: string | null;
  // The form's imageId: undefined keeps the current image, null removes it.
  value: string | null | undefined;
  onChange: (imageId: string | null) => void;
  error?: string;
  // A refused file: its message goes beside the field (undefined clears it).
  onRefused: (message: string | undefined) => void;
}

// Uploads at once (POST /uploads/images) and hands the form the image's id. Type and size are
// checked here first, so a wrong file is not sent only to be refused; the server checks again.
export function ProductImageField({
  currentUrl,
  value,
  onChange,
  error,
  onRefused,
}: ProductImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = value === null ? null : value === undefined ? currentUrl : uploadedUrl;

  async function onFile(file: File) {
    onRefused(undefined);
    if (!IMAGE_TYPES.includes(file.type)) return onRefused('notAnImage');
    if (file.size > MAX_UPLOAD_BYTES) return onRefused('imageTooLarge');
    setUploading(true);
    try {
      const result = await uploadImage(file);
      if (!result.ok) return onRefused(result.message);
      setUploadedUrl(result.image.url);
      onChange(result.image.id);
    } catch (failure) {
      notifyRequestError(failure);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('productImage')}
      </p>
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={t('productImagePreview')}
            className="size-20 rounded-xl object-cover ring-1 ring-slate-200 dark:ring-slate-700"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-xl border border-dashed border-slate-300 text-slate-400 dark:border-slate-700">
            <ImagePlus className="size-6" aria-hidden="true" />
          </span>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-message` : ''}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onFile(file);
            }}
          />
          <Button variant="secondary" loading={uploading} onClick={() => input.current?.click()}>
            {uploading ? t('productImageUploading') : t('productImageUpload')}
          </Button>
          {shown && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('productImageRemove')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('productImageHint')}
      </p>
      <FieldMessage id={`${id}-message`} message={error} />
    </div>
  );
}
