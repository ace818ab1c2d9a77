import type { ListAuditQuery } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { auditFieldChanges, auditSentence, type AuditTextTools } from '../audit-text';

type Entry = ListAuditQuery['audit']['list']['items'][number];

// Pretty-printed, as the disclosure is read by people checking what exactly was sent.
function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

// One entry as people read it: the sentence, the changed fields before → after, and the raw
// record only behind "Details" (a native disclosure: keyboard and screen readers know it).
export function AuditEntryText({ entry, tools }: { entry: Entry; tools: AuditTextTools }) {
  const { t } = useTranslation();
  const changes = auditFieldChanges(entry, tools);
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-medium break-words text-slate-900 dark:text-slate-100">
        {auditSentence(entry, tools)}
      </p>
      {changes.length > 0 && (
        <ul className="space-y-0.5 text-sm font-normal break-words text-slate-600 dark:text-slate-300">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="font-medium text-slate-700 dark:text-slate-200">{change.label}</span>{' '}
              {change.before} <span aria-hidden="true">→</span>
              <span className="sr-only">{t('auditChangedTo')}</span> {change.after}
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm font-normal">
        <summary className="w-fit cursor-pointer rounded text-slate-500 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400">
          {t('auditDetails')}
        </summary>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-300">
          <dt>{t('auditAction')}</dt>
          <dd>
            <code>{entry.action}</code>
          </dd>
          {entry.objectId && (
            <>
              <dt>{t('auditObjectId')}</dt>
              <dd className="break-all">
                <code>{entry.objectId}</code>
              </dd>
            </>
          )}
          <dt>{t('auditOutcome')}</dt>
          <dd>
            <code>{entry.outcome}</code>
          </dd>
        </dl>
        <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {pretty(entry.changes)}
        </pre>
      </details>
    </div>
  );
}
