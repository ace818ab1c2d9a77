import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckCircle2, FileDown } from 'lucide-react';
import { AuthorizedImage } from '../../../components/ui/authorized-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { VideoEmbed } from '../../../components/ui/video-embed';
import type { TrainingLessonFieldsFragment } from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { notifyRequestError } from '../../../lib/graphql/notify-request-error';
import { useLocalText } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { useCompleteLesson } from '../api/training';
import { QuizAttempt } from './quiz-attempt';

// One lesson of a course being taken: read (text and images), watched, opened (PDF) or passed
// (quiz). Any but a quiz is marked complete by hand; doing it twice changes nothing.
export function TrainingLessonView({
  entry,
  number,
}: {
  entry: TrainingLessonFieldsFragment;
  number: number;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const headingId = useId();
  const complete = useCompleteLesson();
  const [downloading, setDownloading] = useState(false);
  const { lesson } = entry;
  const title = local(lesson.titleEn, lesson.titleEl);

  async function markComplete() {
    const result = await complete.mutateAsync(lesson._id).catch(() => null);
    if (result) showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
  }

  async function openPdf(url: string, fileName: string) {
    setDownloading(true);
    try {
      await downloadAuthorized(url, fileName);
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {t('trainingLessonNumbered', { n: number, title })}
        </h3>
        {entry.completed && (
          <Badge tone="success">
            <CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />
            {t('trainingLessonDone')}
          </Badge>
        )}
      </div>

      {lesson.kind === 'text' && (
        <>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {local(lesson.bodyEn ?? '', lesson.bodyEl)}
          </p>
          {lesson.images.length > 0 && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {lesson.images.map((image, index) => (
                <AuthorizedImage
                  key={image._id}
                  src={image.url}
                  alt={t('trainingImageOf', { n: index + 1, title })}
                  className="w-full rounded-lg object-contain"
                />
              ))}
            </div>
          )}
        </>
      )}

      {lesson.kind === 'video' && lesson.videoUrl && (
        <VideoEmbed title={title} url={lesson.videoUrl} embedUrl={lesson.videoEmbedUrl} />
      )}

      {lesson.kind === 'pdf' && lesson.file && (
        <Button
          variant="secondary"
          loading={downloading}
          onClick={() => void openPdf(lesson.file!.url, lesson.file!.fileName)}
        >
          {!downloading && <FileDown className="size-4" aria-hidden="true" />}
          {t('trainingDownloadPdf', { name: lesson.file.fileName })}
        </Button>
      )}

      {lesson.kind === 'quiz' ? (
        <QuizAttempt entry={entry} title={title} />
      ) : (
        !entry.completed && (
          <Button
            loading={complete.isPending}
            aria-describedby={headingId}
            onClick={() => void markComplete()}
          >
            {!complete.isPending && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {t('trainingMarkComplete')}
          </Button>
        )
      )}
    </article>
  );
}
