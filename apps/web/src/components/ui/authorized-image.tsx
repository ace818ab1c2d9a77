import { useTranslation } from '../../lib/i18n/use-translation';
import { ImageOff } from 'lucide-react';
import { useAuthorizedObjectUrl } from '../../lib/use-authorized-object-url';

// An image served only to signed-in people (a lesson's picture): fetched with the access token.
// While it loads its place is kept; if it cannot be had, a sign says so.
export function AuthorizedImage({
  src,
  alt,
  className = '',
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const image = useAuthorizedObjectUrl(src);
  if (image.status === 'ready') return <img src={image.url} alt={alt} className={className} />;
  return (
    <div
      role="img"
      aria-label={image.status === 'failed' ? t('imageUnavailable', { name: alt }) : alt}
      aria-busy={image.status === 'loading' || undefined}
      className={`grid min-h-24 place-items-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400 ${
        image.status === 'loading' ? 'animate-pulse' : ''
      } ${className}`}
    >
      {image.status === 'failed' && <ImageOff className="size-6" aria-hidden="true" />}
    </div>
  );
}
