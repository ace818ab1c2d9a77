import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ImageUp, Trash2 } from 'lucide-react';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { FieldMessage } from '../ui/field-message';
import { Spinner } from '../ui/spinner';
import { notifyRequestError } from '../../lib/graphql/notify-request-error';
import { uploadImage, type UploadedImage } from '../../lib/upload-image';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface LogoFieldProps {
  // The logo as the form would save it: the uploaded image's or the stored one's address.
  url: string | null;
  businessName: string;
  editable: boolean;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
}

// The image is uploaded as soon as it is chosen; the company form's Save makes it the logo.
export function LogoField({ url, businessName, editable, onUploaded, onRemove }: LogoFieldProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire another change.
    input.value = '';
    if (!file) return;
    setError(undefined);
    setUploading(true);
    try {
      const result = await uploadImage(file);
      if (result.ok) onUploaded(result.image);
      else setError(result.message);
    } catch (failure) {
      notifyRequestError(failure);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('businessProfileLogo')}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img
            src={url}
            alt={t('businessProfileLogoOf', { name: businessName })}
            className="size-16 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <Avatar name={businessName} className="size-16 text-2xl" />
        )}
        {editable && (
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
              {uploading ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
              {uploading ? t('businessProfileUploading') : t('businessProfileUploadLogo')}
              <input
                type="file"
                accept={ACCEPTED_TYPES}
                className="sr-only"
                disabled={uploading}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? messageId : undefined}
                onChange={(event) => void onFileChosen(event)}
              />
            </label>
            {url && (
              <Button variant="ghost" onClick={onRemove} disabled={uploading}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('businessProfileRemoveLogo')}
              </Button>
            )}
          </div>
        )}
      </div>
      {editable && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {t('businessProfileLogoHint')}
        </p>
      )}
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
