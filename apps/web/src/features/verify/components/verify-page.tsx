import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { BadgeCheck, FileWarning } from 'lucide-react';
import { formatMoney } from '@back-office/domain/money';
import { registerPageTexts } from '../../../lib/i18n/register-page-texts';
import { usePageMeta } from '../../../lib/page-meta';
import { queryClient } from '../../../lib/query-client';

registerPageTexts();

interface Verdict {
  valid: boolean;
  kind?: string;
  number?: string;
  issuerName?: string;
  issueDate?: string;
  totalMinor?: number;
  currency?: string;
}

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Public: whether a PDF is an authentic posted invoice or credit note of this product, by the
// SHA-256 of its bytes (decision record 015). The file is hashed in the browser; only the hash
// is sent, and the answer names the document and nothing more.
export function VerifyPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Verification />
    </QueryClientProvider>
  );
}

function Verification() {
  const { t } = useTranslation();
  usePageMeta('pageVerify', 'pageVerifyDescription');
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [hashing, setHashing] = useState(false);
  const verdict = useQuery({
    queryKey: ['verify', hash],
    enabled: hash !== '',
    queryFn: async (): Promise<Verdict> => {
      const response = await fetch(`/api/verify/${encodeURIComponent(hash)}`);
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as Verdict;
    },
  });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setHashing(true);
    try {
      void navigate(`/verify/${await sha256Hex(file)}`);
    } finally {
      setHashing(false);
    }
  }

  const data = verdict.data;
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('pageVerify')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('verifyIntro')}</p>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{t('verifyChooseFile')}</span>
        <input
          type="file"
          accept="application/pdf"
          onChange={(event) => void choose(event)}
          className="block w-full text-sm"
        />
      </label>
      <div aria-live="polite">
        {(hashing || verdict.isFetching) && <p>{t('verifyChecking')}</p>}
        {hash && verdict.isError && <p role="alert">{t('unexpectedErrorTryAgain')}</p>}
        {data?.valid && (
          <div
            data-testid="verify-result"
            className="flex gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-100"
          >
            <BadgeCheck className="size-6 shrink-0" aria-hidden="true" />
            <p>
              {t('verifyValid', {
                kind:
                  data.kind === 'credit_note'
                    ? t('invoiceKindCreditNote')
                    : t('invoiceKindInvoice'),
                number: data.number ?? '',
                issuer: data.issuerName ?? '',
                date: data.issueDate ?? '',
                total: formatMoney(data.totalMinor ?? 0, data.currency ?? 'EUR'),
              })}
            </p>
          </div>
        )}
        {data && !data.valid && (
          <div
            data-testid="verify-result"
            className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-500/10 dark:text-red-100"
          >
            <FileWarning className="size-6 shrink-0" aria-hidden="true" />
            <p>{t('verifyInvalid')}</p>
          </div>
        )}
      </div>
      {hash && <p className="text-xs break-all text-slate-500">SHA-256: {hash}</p>}
    </main>
  );
}
