import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { STORED_ITEMS, type StoredItem } from '../../../lib/stored-items';
import type { CookiePolicy, LegalDocument, LegalTexts } from '../content/legal-document';
import { LEGAL_EL } from '../content/legal-el';
import { LEGAL_EN } from '../content/legal-en';

function useLegalTexts(): LegalTexts {
  const { i18n } = useTranslation();
  return i18n.language === 'el' ? LEGAL_EL : LEGAL_EN;
}

const LINK_CLASS =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

// Section headings sit one level below the document's own title.
function DocumentBody({ document, level }: { document: LegalDocument; level: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <Heading className="font-semibold">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

function duration(item: StoredItem, policy: CookiePolicy): string {
  if (item.days !== null) return policy.durations.days(item.days);
  return item.kind === 'cookie' ? policy.durations.refresh : policy.durations.local;
}

// Rendered from lib/stored-items.ts, the list of what the code actually stores.
function StoredItemsTable({ policy }: { policy: CookiePolicy }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{policy.tableCaption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {policy.columns.name}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {policy.columns.kind}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {policy.columns.duration}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {policy.columns.purpose}
            </th>
          </tr>
        </thead>
        <tbody>
          {STORED_ITEMS.map((item) => (
            <tr
              key={item.name}
              className="border-t border-slate-200 align-top dark:border-slate-800"
            >
              <th scope="row" className="px-3 py-2 font-mono text-xs font-normal break-all">
                {item.name}
              </th>
              <td className="px-3 py-2">{policy.kinds[item.kind]}</td>
              <td className="px-3 py-2">{duration(item, policy)}</td>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                {policy.purposes[item.purpose]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PolicySection({
  id,
  document,
  children,
}: {
  id: string;
  document: LegalDocument;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-6">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {document.title}
      </h2>
      <DocumentBody document={document} level="h3" />
      {children}
    </section>
  );
}

// /all-legals, the footer's 'Legal & Policies': terms of service, privacy and cookie policy.
export function LegalAndPoliciesPage() {
  const { t } = useTranslation();
  usePageMeta('pageLegal', 'pageLegalDescription');
  const texts = useLegalTexts();
  const parts = [
    { id: 'terms', document: texts.terms },
    { id: 'privacy', document: texts.privacy },
    { id: 'cookies', document: texts.cookies },
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('pageLegal')}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{texts.lastUpdated}</p>
      <nav aria-label={texts.contents} className="mt-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {parts.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`} className={LINK_CLASS}>
                {part.document.title}
              </a>
            </li>
          ))}
          <li>
            <Link to="/business-manager-terms" className={LINK_CLASS}>
              {texts.businessTermsLink}
            </Link>
          </li>
        </ul>
      </nav>
      <PolicySection id="terms" document={texts.terms} />
      <PolicySection id="privacy" document={texts.privacy} />
      <PolicySection id="cookies" document={texts.cookies}>
        <StoredItemsTable policy={texts.cookies} />
      </PolicySection>
    </article>
  );
}

// /business-manager-terms, linked from sign-up: what a registering business agrees to.
export function BusinessManagerTermsPage() {
  usePageMeta('pageTerms', 'pageTermsDescription');
  const texts = useLegalTexts();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{texts.businessTerms.title}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{texts.lastUpdated}</p>
      <DocumentBody document={texts.businessTerms} level="h2" />
      <p className="mt-10">
        <Link to="/all-legals" className={LINK_CLASS}>
          {texts.allPoliciesLink}
        </Link>
      </p>
    </article>
  );
}
