import { useTranslation } from '../../../lib/i18n/use-translation';

// The provider's social pages. Brand marks are drawn as letters: the icon set has no logos.
const SOCIAL_LINKS = [
  { name: 'Facebook', mark: 'f', href: 'https://www.facebook.com/' },
  { name: 'Instagram', mark: 'ig', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', mark: 'in', href: 'https://www.linkedin.com/' },
  { name: 'X', mark: 'X', href: 'https://x.com/' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('followUs')} className="mt-6 flex items-center justify-center gap-3">
      {SOCIAL_LINKS.map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.name}
          className="grid size-9 place-items-center rounded-full border border-slate-300 text-xs font-bold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">{link.mark}</span>
        </a>
      ))}
    </nav>
  );
}
