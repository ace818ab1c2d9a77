import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';
import type { TranslationKey } from './i18n/en';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

// Every page has a title and a description; canonical and sharing tags are built on
// the address the app is served from.
export function usePageMeta(title: TranslationKey, description: TranslationKey): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const pageTitle = `${t(title)} · ${t('appName')}`;
    const pageDescription = t(description);
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = pageTitle;
    setMeta('name', 'description', pageDescription);
    setMeta('property', 'og:title', pageTitle);
    setMeta('property', 'og:description', pageDescription);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', i18n.language === 'el' ? 'el_GR' : 'en_US');
    setCanonical(url);
  }, [t, i18n.language, title, description]);
}
