import { ImageOff } from 'lucide-react';

// The product's image at list size; decorative, since the name is written beside it.
export function ProductThumbnail({ url }: { url: string | null | undefined }) {
  if (!url) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800">
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded-lg object-cover ring-1 ring-slate-200 dark:ring-slate-700"
    />
  );
}
