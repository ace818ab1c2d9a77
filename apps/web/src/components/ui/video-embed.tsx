import { useTranslation } from '../../lib/i18n/use-translation';
import { ExternalLink } from 'lucide-react';

// A video link: in the site's own player when it is a YouTube or Vimeo one (embedUrl), and always
// as a link that opens it in a new tab.
export function VideoEmbed({
  title,
  url,
  embedUrl,
}: {
  title: string;
  url: string;
  embedUrl: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      {embedUrl && (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
          <iframe
            src={embedUrl}
            title={title}
            className="size-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
      >
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        {embedUrl ? t('videoOpenInNewTab') : t('videoWatch')}
        <span className="sr-only"> ({t('opensInNewTab')})</span>
      </a>
    </div>
  );
}
