import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Award } from 'lucide-react';
import type { Language } from '@back-office/domain/constants';
import { Button } from '../../../components/ui/button';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { notifyRequestError } from '../../../lib/graphql/notify-request-error';

const LANGUAGES: {
  language: Language;
  label: 'trainingCertificateEn' | 'trainingCertificateEl';
}[] = [
  { language: 'en', label: 'trainingCertificateEn' },
  { language: 'el', label: 'trainingCertificateEl' },
];

// A completed course's certificate as a PDF, in English or in Greek, whatever the screen's
// language (the server makes it; GET with the access token).
export function CertificateButtons({ url }: { url: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);

  async function download(language: Language) {
    setPending(language);
    try {
      await downloadAuthorized(`${url}?lang=${language}`, `certificate-${language}.pdf`);
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      {LANGUAGES.map(({ language, label }) => (
        <Button
          key={language}
          variant="secondary"
          loading={pending === language}
          disabled={pending !== null}
          onClick={() => void download(language)}
        >
          {pending !== language && <Award className="size-4" aria-hidden="true" />}
          {t(label)}
        </Button>
      ))}
    </>
  );
}
