import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import type { TrainingLessonFieldsFragment } from '../../../gql/graphql';
import { useLocalText } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { useAttemptQuiz } from '../api/training';

interface Outcome {
  passed: boolean;
  message: string;
  score: number;
  passMark: number;
}

// A quiz: one answer per question, sent together and scored by the server, which says the score
// and whether it reaches the pass mark, never which answers were right. A pass completes the
// lesson; trying again is always allowed and the best score is kept.
export function QuizAttempt({
  entry,
  title,
}: {
  entry: TrainingLessonFieldsFragment;
  title: string;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const attempt = useAttemptQuiz();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const { lesson } = entry;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(undefined);
    if (lesson.questions.some((question) => !answers[question._id])) {
      setRefusal('answerEveryQuestion');
      return;
    }
    const result = await attempt
      .mutateAsync({
        lessonId: lesson._id,
        answers: lesson.questions.map((question) => ({
          questionId: question._id,
          optionId: answers[question._id]!,
        })),
      })
      .catch(() => null);
    if (!result) return;
    if (result.score == null || result.passed == null) {
      setOutcome(null);
      setRefusal(result.messageKey);
      return;
    }
    setOutcome({
      passed: result.passed,
      message: result.messageKey,
      score: result.score,
      passMark: result.passMark ?? lesson.passMark ?? 0,
    });
  }

  return (
    <form noValidate className="space-y-4" aria-label={title} onSubmit={(e) => void submit(e)}>
      {lesson.passMark != null && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('trainingPassMark', { mark: lesson.passMark })}
          {entry.attempts > 0 && entry.bestScore != null && (
            <>
              {' · '}
              {t('trainingBestScore', { score: entry.bestScore, count: entry.attempts })}
            </>
          )}
        </p>
      )}
      {lesson.questions.map((question, index) => (
        <fieldset key={question._id} className="space-y-2">
          <legend className="mb-2 text-sm font-medium">
            {t('trainingQuestion', {
              n: index + 1,
              prompt: local(question.promptEn, question.promptEl),
            })}
          </legend>
          {question.options.map((option) => (
            <label
              key={option._id}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800 dark:has-checked:bg-brand-500/10"
            >
              <input
                type="radio"
                name={`${lesson._id}-${question._id}`}
                value={option._id}
                checked={answers[question._id] === option._id}
                onChange={() => {
                  setAnswers((current) => ({ ...current, [question._id]: option._id }));
                  setRefusal(undefined);
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              {local(option.labelEn, option.labelEl)}
            </label>
          ))}
        </fieldset>
      ))}
      <div role="status">
        {outcome && (
          <div
            className={`rounded-lg border p-3 text-sm ${
              outcome.passed
                ? 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-300'
                : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200'
            }`}
          >
            <p className="font-semibold">{messageText(outcome.message)}</p>
            <p>{t('trainingScore', { score: outcome.score, mark: outcome.passMark })}</p>
          </div>
        )}
      </div>
      <FormError message={refusal} />
      <Button type="submit" loading={attempt.isPending}>
        {t('trainingSubmitAnswers')}
      </Button>
    </form>
  );
}
